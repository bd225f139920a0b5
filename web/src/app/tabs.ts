/**
 * @module app/tabs — the main screen's internal tabs (state, not routes, as the spec says) and the
 * main-screen dialogs any feature may open.
 */
import { atom } from 'jotai';

/** Tab keys exactly as the spec names them, plus `new-tasks`: the default view of newly created tasks. */
export const TAB_KEYS = [
  'dashboard',
  'mind-dump',
  'mind-dump-history',
  'task-list',
  'people-tasks',
  'settings',
  'share',
  'analytics',
  'duplicate-management',
  'new-tasks',
] as const;

export type TabKey = (typeof TAB_KEYS)[number];

export const DEFAULT_TAB: TabKey = 'dashboard';

export function isTabKey(value: unknown): value is TabKey {
  return typeof value === 'string' && (TAB_KEYS as readonly string[]).includes(value);
}

export const activeTabAtom = atom<TabKey>(DEFAULT_TAB);

/** The header's "Speak Your Mind" dialog (web-main's MindDumpDialog). */
export const mindDumpDialogOpenAtom = atom(false);
/** The keyboard shortcuts help ("?"). */
export const shortcutsHelpOpenAtom = atom(false);
/** The User Guide modal. */
export const guideOpenAtom = atom(false);
/** The first-run tour; opened automatically for new users, or again from settings. */
export const tourOpenAtom = atom(false);
