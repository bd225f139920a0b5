/**
 * @module A task card's action buttons: Mark Complete, Split Task, Edit Task, Delete Task (after a confirmation,
 * as the spec does for summary cards), AI Benchmarks.
 */
import type { Task } from '@mynd/shared/schemas';
import { CheckCircle2, Pencil, Scissors, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { toastUndo } from '../../lib/undo-toast';
import { CompletionDialog } from './completion-dialog';
import { EditTaskDialog } from './edit-task-dialog';
import { deleteTask, generateBenchmarks, splitTask } from './task-mutations';
import { toastFailure, toastSuccess } from './toast';

export function TaskActions({ task }: { task: Task }) {
  const [editing, setEditing] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  async function split() {
    setBusy(true);
    try {
      await splitTask(task.id);
      toastSuccess('Success', 'Task split successfully!');
    } catch (error) {
      toastFailure('Error splitting task', error);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      toastUndo('Task deleted!', await deleteTask(task.id));
    } catch (error) {
      toastFailure('Error deleting task', error);
      setBusy(false);
    }
  }

  async function benchmarks() {
    setGenerating(true);
    try {
      const count = await generateBenchmarks(task.id);
      toastSuccess('Benchmarks generated', `Added ${count} benchmarks`);
    } catch (error) {
      toastFailure('Error generating benchmarks', error, 'Failed to generate benchmarks');
    } finally {
      setGenerating(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setCompleting(true)} disabled={busy}>
        <CheckCircle2 aria-hidden="true" />
        Mark Complete
      </Button>
      <Button size="sm" variant="outline" onClick={() => void split()} disabled={busy}>
        <Scissors aria-hidden="true" />
        Split Task
      </Button>
      <Button size="sm" variant="outline" onClick={() => setEditing(true)} disabled={busy}>
        <Pencil aria-hidden="true" />
        Edit Task
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setConfirmingDelete(true)}
        disabled={busy}
        className="text-destructive"
      >
        <Trash2 aria-hidden="true" />
        Delete Task
      </Button>
      <Button size="sm" variant="secondary" onClick={() => void benchmarks()} disabled={busy || generating}>
        <Sparkles aria-hidden="true" />
        {generating ? 'Generating...' : 'AI Benchmarks'}
      </Button>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete this task?"
        description={`"${task.title}" will be removed with its notes and assignments.`}
        confirmLabel="Delete Task"
        onConfirm={() => void remove()}
      />
      {editing && <EditTaskDialog task={task} open={editing} onOpenChange={setEditing} />}
      <CompletionDialog taskId={task.id} open={completing} onOpenChange={setCompleting} />
    </div>
  );
}
