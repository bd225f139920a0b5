/**
 * @module Task selection for bulk actions: a click toggles one task; a shift-click selects every task between the
 * last clicked one and this one, in list order (as in a file manager).
 */
import { atom } from 'jotai';

export interface Selection {
  ids: readonly string[];
  /** The task clicked last without shift: the anchor of a shift-click range. */
  anchor: string | null;
}

export const EMPTY_SELECTION: Selection = { ids: [], anchor: null };
export const taskSelectionAtom = atom<Selection>(EMPTY_SELECTION);

/** The selection after clicking `id` (with or without shift) in a list shown in `order`. */
export function clickSelection(
  selection: Selection,
  order: readonly string[],
  id: string,
  shift: boolean,
): Selection {
  const from = selection.anchor ? order.indexOf(selection.anchor) : -1;
  const to = order.indexOf(id);
  if (shift && from >= 0 && to >= 0) {
    const range = order.slice(Math.min(from, to), Math.max(from, to) + 1);
    return { ids: [...new Set([...selection.ids, ...range])], anchor: selection.anchor };
  }
  const ids = selection.ids.includes(id) ? selection.ids.filter((x) => x !== id) : [...selection.ids, id];
  return { ids, anchor: id };
}

/** Drops ids no longer shown (completed, deleted, filtered out). */
export function keepShown(selection: Selection, order: readonly string[]): Selection {
  const shown = new Set(order);
  const ids = selection.ids.filter((id) => shown.has(id));
  return ids.length === selection.ids.length ? selection : { ids, anchor: selection.anchor };
}
