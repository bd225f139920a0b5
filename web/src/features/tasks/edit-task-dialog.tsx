/**
 * @module Edit Task dialog: Title, Description, Tag, Due Date, Repeats and Reminder; the payload omits an empty
 * description or due date, and the reminder unless it was changed (so a default reminder follows a new due date).
 */
import { type RecurrenceChoice, recurrenceChoice, ruleFromChoice } from '@mynd/shared/domain';
import type { Task, UpdateTaskRequest } from '@mynd/shared/schemas';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input, Textarea } from '../../components/ui/input';
import { Field } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { instantFromInput, localInputValue, ReminderField } from '../reminders/reminder-field';
import { RecurrenceField } from './recurrence-field';
import { updateTask } from './task-mutations';
import { useTags } from './task-queries';
import { toastFailure } from './toast';

export type EditTaskValues = {
  title: string;
  description: string;
  tag: string;
  dueDate: string;
  /** The Repeats choice; left out of the payload when the field was not shown. */
  recurrence?: RecurrenceChoice;
  /** The reminder as a `datetime-local` value ('' = none), and what it was when the dialog opened. */
  remindAt?: string;
  initialRemindAt?: string;
};

/** The spec: no required-field checks; description and dueDate are left out when empty. */
export function editPayload(values: EditTaskValues): UpdateTaskRequest {
  const payload: UpdateTaskRequest = { title: values.title, tag: values.tag };
  if (values.description.trim()) payload.description = values.description;
  if (values.dueDate) payload.dueDate = values.dueDate;
  if (values.recurrence) payload.recurrence = ruleFromChoice(values.recurrence);
  if (values.remindAt !== undefined && values.remindAt !== values.initialRemindAt)
    payload.remindAt = instantFromInput(values.remindAt);
  return payload;
}

export function EditTaskDialog({
  task,
  open,
  onOpenChange,
}: {
  task: Task;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const { data: tags } = useTags();
  const [values, setValues] = useState<EditTaskValues>({
    title: task.title,
    description: task.description,
    tag: task.tag,
    dueDate: task.dueDate ?? '',
    recurrence: recurrenceChoice(task.recurrence, task.dueDate),
    remindAt: localInputValue(task.remindAt),
    initialRemindAt: localInputValue(task.remindAt),
  });
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<EditTaskValues>) => setValues((v) => ({ ...v, ...patch }));
  const tagOptions = (tags ?? []).map((t) => ({ value: t.name, label: t.name }));
  if (!tagOptions.some((o) => o.value === values.tag))
    tagOptions.push({ value: values.tag, label: values.tag });

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await updateTask(task.id, editPayload(values));
      onOpenChange(false);
    } catch (error) {
      toastFailure('Error updating task', error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Task</DialogTitle>
          <DialogDescription>
            Change the title, description, tag, due date, how it repeats or when it reminds you.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={save} className="grid gap-4">
          <Field label="Title" htmlFor={`${id}-title`}>
            <Input id={`${id}-title`} value={values.title} onChange={(e) => set({ title: e.target.value })} />
          </Field>
          <Field label="Description" htmlFor={`${id}-description`}>
            <Textarea
              id={`${id}-description`}
              value={values.description}
              onChange={(e) => set({ description: e.target.value })}
            />
          </Field>
          <Field label="Tag" htmlFor={`${id}-tag`}>
            <Select
              id={`${id}-tag`}
              value={values.tag}
              onValueChange={(tag) => set({ tag })}
              options={tagOptions}
            />
          </Field>
          <Field label="Due Date" htmlFor={`${id}-due`} hint="Default: 2 weeks after task creation">
            <Input
              id={`${id}-due`}
              type="date"
              value={values.dueDate}
              onChange={(e) => set({ dueDate: e.target.value })}
            />
          </Field>
          {values.recurrence && (
            <RecurrenceField value={values.recurrence} onChange={(recurrence) => set({ recurrence })} />
          )}
          <ReminderField value={values.remindAt ?? ''} onChange={(remindAt) => set({ remindAt })} />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              Save Changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
