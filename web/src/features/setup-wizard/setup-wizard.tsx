/**
 * @module The task setup wizard shown after a mind dump: one dialog per new task ("Setup Task: {title}") with
 * its origin sentence, due date, AI assignment suggestions, delegation, benchmarks and split options.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { closeWizardAtom, nextWizardStepAtom, wizardAtom } from './atoms';
import { SetupTaskForm } from './setup-task-form';

/** Mount once where the wizard may open (the topics tab, where a processed mind dump lands). */
export function SetupWizard() {
  const queue = useAtomValue(wizardAtom);
  const next = useSetAtom(nextWizardStepAtom);
  const close = useSetAtom(closeWizardAtom);
  const task = queue?.tasks[queue.index];
  if (!queue || !task) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Setup Task: {task.title}</DialogTitle>
          <DialogDescription>
            Task {queue.index + 1} of {queue.tasks.length}
          </DialogDescription>
        </DialogHeader>
        <SetupTaskForm
          key={task.id}
          task={task}
          suggestions={queue.suggestions.filter((s) => s.taskId === task.id)}
          onDone={next}
        />
      </DialogContent>
    </Dialog>
  );
}
