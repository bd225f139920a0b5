/** @module The Reopen button of a completed task: back to the open list at 0 %, its completion impact removed. */
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { reopenTask } from './task-mutations';
import { toastFailure, toastSuccess } from './toast';

export function ReopenButton({ taskId, title }: { taskId: string; title: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      aria-label={`Reopen ${title}`}
      onClick={async () => {
        setBusy(true);
        try {
          await reopenTask(taskId);
          toastSuccess('Task reopened', 'It is back in your task list; its saved impact was removed.');
        } catch (error) {
          toastFailure('Error', error, 'Failed to reopen task');
          setBusy(false);
        }
      }}
    >
      <RotateCcw aria-hidden="true" />
      Reopen
    </Button>
  );
}
