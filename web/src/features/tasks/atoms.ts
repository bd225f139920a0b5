/** @module Task-list filters shared by the task list, the people cards and the header search box. */
import { atom } from 'jotai';

/** The person whose tasks the list shows ("Showing tasks for: {person}"); null shows everyone's. */
export const personFilterAtom = atom<{ id: string; name: string } | null>(null);

/** The selected tag of the tag filter header; null is "All". */
export const tagFilterAtom = atom<string | null>(null);

/** Free-text search written by the header's search box (web-shell). */
export const taskSearchAtom = atom('');

/** One task the list is narrowed to, opened from a link (`/?task=<id>`); null shows the whole list. */
export const focusedTaskAtom = atom<string | null>(null);
