/** @module The setup wizard's queue: the tasks of the last mind dump, stepped through one by one. */
import type { Suggestion, Task } from '@mynd/shared/schemas';
import { atom } from 'jotai';

export type WizardQueue = { tasks: Task[]; suggestions: Suggestion[]; index: number };

export const wizardAtom = atom<WizardQueue | null>(null);

/** Opens the wizard over new tasks (nothing to do when there are none). */
export const openWizardAtom = atom(null, (_get, set, value: { tasks: Task[]; suggestions: Suggestion[] }) => {
  set(wizardAtom, value.tasks.length > 0 ? { ...value, index: 0 } : null);
});

/** Moves to the next task; the last one closes the wizard. */
export const nextWizardStepAtom = atom(null, (get, set) => {
  const queue = get(wizardAtom);
  if (!queue) return;
  const index = queue.index + 1;
  set(wizardAtom, index < queue.tasks.length ? { ...queue, index } : null);
});

export const closeWizardAtom = atom(null, (_get, set) => set(wizardAtom, null));
