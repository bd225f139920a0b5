/** @module Task Completion Details: time and money saved, currency and date; saving completes the task. Number fields are read the spec's way (invalid → 0), so the browser's own form validation is off. */
import { DATE_FORMAT_SHORT, formatIsoDate, MONEY_STEP } from '@mynd/shared/domain';
import type { Task } from '@mynd/shared/schemas';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { DatePicker } from '../../components/ui/date-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/label';
import { completedAtIso, parseMinutes, parseMoney } from './completion-form';
import { completeTask } from './task-mutations';
import { useCurrency } from './task-queries';
import { toastFailure, toastSuccess } from './toast';

export function CompletionDialog({
  taskId,
  open,
  onOpenChange,
  onComplete = completeTask,
}: {
  taskId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete?: (...args: Parameters<typeof completeTask>) => Promise<Task | null | undefined>;
}) {
  const id = useId();
  const userCurrency = useCurrency();
  const [minutes, setMinutes] = useState('0');
  const [money, setMoney] = useState('0');
  const [currency, setCurrency] = useState(userCurrency);
  const [date, setDate] = useState(() => new Date());
  const [saving, setSaving] = useState(false);

  // The currency follows the user's preference whenever it changes.
  useEffect(() => setCurrency(userCurrency), [userCurrency]);

  function reset() {
    setMinutes('0');
    setMoney('0');
    setCurrency(userCurrency);
    setDate(new Date());
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const next = await onComplete(taskId, {
        timeSavedMinutes: parseMinutes(minutes),
        moneySaved: parseMoney(money),
        currency: currency.trim() || userCurrency,
        completedAt: completedAtIso(date),
      });
      toastSuccess(
        'Task marked as complete with impact data saved!',
        next ? `Next occurrence due ${formatIsoDate(next.dueDate, DATE_FORMAT_SHORT)}` : undefined,
      );
      onOpenChange(false);
      reset();
    } catch (error) {
      toastFailure('Failed to save completion data', error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[425px]">
        <DialogHeader>
          <DialogTitle>Task Completion Details</DialogTitle>
          <DialogDescription>Record the impact of finishing this task.</DialogDescription>
        </DialogHeader>
        <form onSubmit={save} noValidate className="grid gap-4">
          <Field label="Time Saved (minutes)" htmlFor={`${id}-minutes`}>
            <Input
              id={`${id}-minutes`}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </Field>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-money`} className="text-sm font-medium leading-none">
              Money Saved
            </label>
            <div className="flex gap-2">
              <Input
                id={`${id}-money`}
                type="number"
                min={0}
                step={MONEY_STEP}
                inputMode="decimal"
                value={money}
                onChange={(e) => setMoney(e.target.value)}
              />
              <Input
                aria-label="Currency"
                className="w-24 uppercase"
                maxLength={10}
                value={currency}
                onChange={(e) => setCurrency(e.target.value)}
              />
            </div>
          </div>
          <Field label="Completed At" htmlFor={`${id}-date`}>
            <DatePicker id={`${id}-date`} value={date} onChange={setDate} />
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              Save Completion
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
