/** @module Add Progress Note (text, minutes and cost saved) and the Previous Updates list. */
import { formatMoney, IMPACT_ONLY_NOTE, MONEY_STEP } from '@mynd/shared/domain';
import type { Task, TaskNote } from '@mynd/shared/schemas';
import { format } from 'date-fns';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Textarea } from '../../components/ui/input';
import { api } from '../../lib/api';
import { useApiQuery } from '../../lib/query';
import { parseMinutes, parseMoney } from './completion-form';
import { storeTask } from './task-mutations';
import { useCurrency } from './task-queries';
import { toastFailure, toastSuccess } from './toast';

/** The spec: submittable with text, or minutes above 0, or cost above 0; no text becomes the default sentence. */
export function notePayload(text: string, minutes: string, cost: string, currency: string) {
  const trimmed = text.trim();
  const timeSavedMinutes = parseMinutes(minutes);
  const moneySaved = parseMoney(cost);
  if (!trimmed && timeSavedMinutes === 0 && moneySaved === 0) return null;
  const withImpact = timeSavedMinutes > 0 || moneySaved > 0;
  return {
    text: trimmed || IMPACT_ONLY_NOTE,
    ...(withImpact ? { timeSavedMinutes, moneySaved, currency } : {}),
  };
}

export function ProgressNotes({ task }: { task: Task }) {
  const id = useId();
  const currency = useCurrency();
  const notes = useApiQuery<TaskNote[]>(
    ['main', 'notes', task.id],
    async () => (await api.tasks.notes(task.id)).notes,
    {
      topics: ['tasks'],
    },
  );
  const [text, setText] = useState('');
  const [minutes, setMinutes] = useState('');
  const [cost, setCost] = useState('');
  const [saving, setSaving] = useState(false);
  const payload = notePayload(text, minutes, cost, currency);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!payload) return;
    setSaving(true);
    try {
      const { note, task: updated } = await api.tasks.addNote(task.id, payload);
      notes.setData((list) => [note, ...(list ?? [])]);
      storeTask(updated);
      setText('');
      setMinutes('');
      setCost('');
      toastSuccess('Success', 'Progress update added successfully!');
    } catch (error) {
      toastFailure('Error', error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <form onSubmit={add} noValidate className="space-y-2" aria-label="Add Progress Note">
        <h4 className="text-sm font-medium">Add Progress Note</h4>
        <Textarea
          aria-label="Progress note"
          placeholder="What moved forward?"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="grid grid-cols-2 gap-2">
          <div className="grid gap-1">
            <label htmlFor={`${id}-min`} className="text-xs text-muted-foreground">
              Time saved (minutes)
            </label>
            <Input
              id={`${id}-min`}
              type="number"
              min={0}
              step={1}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-cost`} className="text-xs text-muted-foreground">
              Cost savings ({currency})
            </label>
            <Input
              id={`${id}-cost`}
              type="number"
              min={0}
              step={MONEY_STEP}
              value={cost}
              onChange={(e) => setCost(e.target.value)}
            />
          </div>
        </div>
        <Button type="submit" size="sm" disabled={!payload || saving}>
          Add Progress Note
        </Button>
      </form>
      <section aria-label="Previous Updates" className="space-y-2">
        <h4 className="text-sm font-medium">Previous Updates</h4>
        {(notes.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {notes.isLoading ? 'Loading...' : 'No updates yet.'}
          </p>
        ) : (
          <ul className="max-h-56 space-y-2 overflow-y-auto pr-1">
            {(notes.data ?? []).map((n) => (
              <li key={n.id} className="rounded-lg border border-border bg-muted/30 px-3 py-2 text-sm">
                <p className="whitespace-pre-wrap">{n.text}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {format(new Date(n.createdAt), 'MMM dd, yyyy h:mm a')}
                  {n.timeSavedMinutes > 0 && ` · ${n.timeSavedMinutes} min saved`}
                  {n.moneySaved > 0 && ` · ${formatMoney(n.moneySaved, n.currency)} saved`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
