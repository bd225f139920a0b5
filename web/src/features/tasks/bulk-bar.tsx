/**
 * @module The bulk-action bar of the task list: shown while tasks are selected (checkbox, shift-click for a
 * range); complete, re-tag, set a due date or delete them in one request, with Undo for 6 s.
 */
import type { BulkTaskRequest } from '@mynd/shared/schemas';
import { useAtom } from 'jotai';
import { CheckCircle2, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { api } from '../../lib/api';
import { publishChange } from '../../lib/change-bus';
import { toastUndo } from '../../lib/undo-toast';
import { EMPTY_SELECTION, taskSelectionAtom } from './selection';
import { toastFailure } from './toast';

const DONE: Record<BulkTaskRequest['action'], string> = {
  complete: 'completed',
  tag: 're-tagged',
  due: 'rescheduled',
  delete: 'deleted',
};

export function BulkBar({ tags }: { tags: readonly { name: string }[] }) {
  const id = useId();
  const [selection, setSelection] = useAtom(taskSelectionAtom);
  const [busy, setBusy] = useState(false);
  const [due, setDue] = useState('');
  const count = selection.ids.length;
  if (count === 0) return null;

  async function run(
    body:
      | { action: 'complete' | 'delete' }
      | { action: 'tag'; tag: string }
      | { action: 'due'; dueDate: string },
  ) {
    setBusy(true);
    try {
      const result = await api.tasks.bulk({ ...body, taskIds: [...selection.ids] });
      setSelection(EMPTY_SELECTION);
      publishChange('tasks');
      toastUndo(
        `${result.count} ${result.count === 1 ? 'task' : 'tasks'} ${DONE[body.action]}`,
        result.undoToken,
      );
    } catch (error) {
      toastFailure('Bulk action failed', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-label="Bulk actions"
      className="sticky top-16 z-20 flex flex-wrap items-center gap-2 rounded-xl border border-primary/40 bg-card px-3 py-2 shadow-md"
    >
      <p className="mr-1 text-sm font-medium" aria-live="polite">
        {count} selected
      </p>
      <Button size="sm" disabled={busy} onClick={() => run({ action: 'complete' })}>
        <CheckCircle2 aria-hidden="true" />
        Complete
      </Button>
      <div className="w-40">
        <Select
          aria-label="Move selected to tag"
          value={undefined}
          placeholder="Re-tag…"
          disabled={busy}
          onValueChange={(tag) => run({ action: 'tag', tag })}
          options={tags.map((t) => ({ value: t.name, label: t.name }))}
          className="h-8"
        />
      </div>
      <form
        className="flex items-center gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          if (due) void run({ action: 'due', dueDate: due });
        }}
      >
        <label htmlFor={`${id}-due`} className="sr-only">
          Due date for selected
        </label>
        <Input
          id={`${id}-due`}
          type="date"
          value={due}
          onChange={(e) => setDue(e.target.value)}
          className="h-8 w-40"
        />
        <Button size="sm" variant="outline" type="submit" disabled={busy || !due}>
          Set due date
        </Button>
      </form>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => run({ action: 'delete' })}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setSelection(EMPTY_SELECTION)} className="ml-auto">
        <X aria-hidden="true" />
        Clear selection
      </Button>
    </section>
  );
}
