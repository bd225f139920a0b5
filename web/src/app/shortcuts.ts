/**
 * @module app/shortcuts — the keyboard shortcut rules as a pure state machine, so they can be tested without
 * a browser: n = new mind dump, / = search, g d = dashboard, g t = task list, ? = help. Keys typed into a
 * field never trigger anything, and neither do chords with Ctrl, Meta or Alt.
 */
import { TOAST_HOTKEY } from '@mynd/shared/domain';

export type ShortcutAction = 'new-mind-dump' | 'focus-search' | 'go-dashboard' | 'go-tasks' | 'show-help';

export interface ShortcutKeyEvent {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
}

/** How long after "g" the second key still counts. */
export const CHORD_TIMEOUT_MS = 1200;

export const SHORTCUTS: readonly { keys: string; description: string }[] = [
  { keys: 'n', description: 'New mind dump' },
  { keys: '/', description: 'Search tasks' },
  { keys: 'g d', description: 'Go to dashboard' },
  { keys: 'g t', description: 'Go to task list' },
  { keys: '?', description: 'Show keyboard shortcuts' },
  { keys: TOAST_HOTKEY, description: 'Focus notifications' },
];

export function isEditableTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return Boolean(
    element.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="textbox"]',
    ),
  );
}

export interface ShortcutMachine {
  /** Returns the action for this key press, or null (the event should then be left alone). */
  handle(event: ShortcutKeyEvent, now: number): ShortcutAction | null;
}

export function createShortcutMachine(): ShortcutMachine {
  let pendingG: number | null = null;
  return {
    handle(event, now) {
      if (event.ctrlKey || event.metaKey || event.altKey) return null;
      if (isEditableTarget(event.target)) return null;
      const chord = pendingG !== null && now - pendingG <= CHORD_TIMEOUT_MS;
      pendingG = null;
      if (chord) {
        if (event.key === 'd') return 'go-dashboard';
        if (event.key === 't') return 'go-tasks';
      }
      switch (event.key) {
        case 'n':
          return 'new-mind-dump';
        case '/':
          return 'focus-search';
        case '?':
          return 'show-help';
        case 'g':
          pendingG = now;
          return null;
        default:
          return null;
      }
    },
  };
}
