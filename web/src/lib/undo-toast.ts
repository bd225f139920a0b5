/**
 * @module lib/undo-toast — the one toast for destructive actions: the action's own message with an **Undo**
 * button for UNDO_TOAST_MS. Undo asks the server to put back what the action removed (POST /api/undo/:token) and
 * refreshes exactly the lists it reports as changed.
 */
import { UNDO_TOAST_MS } from '@mynd/shared/schemas';
import { toast } from 'sonner';
import { api, errorMessage } from './api';
import { publishChange } from './change-bus';

/** Undoes the action behind `token`; resolves true when it was put back. */
export async function undoAction(token: string): Promise<boolean> {
  try {
    const { topics } = await api.undo.apply(token);
    for (const topic of topics) publishChange(topic);
    toast.success('Restored');
    return true;
  } catch (error) {
    toast.error('Could not undo', { description: errorMessage(error, 'Please try again.') });
    return false;
  }
}

/** A success toast with Undo (6 s). `onUndone` runs after the server put things back (e.g. to refetch). */
export function toastUndo(
  title: string,
  token: string,
  options: { description?: string; onUndone?: () => void } = {},
): void {
  toast.success(title, {
    description: options.description,
    duration: UNDO_TOAST_MS,
    action: {
      label: 'Undo',
      onClick: () => {
        void undoAction(token).then((done) => {
          if (done) options.onUndone?.();
        });
      },
    },
  });
}
