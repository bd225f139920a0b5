/** @module app/use-keyboard-shortcuts — wires the shortcut machine to the main screen's atoms. */
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { focusTaskSearch } from '../features/search/search-focus';
import { createShortcutMachine } from './shortcuts';
import { activeTabAtom, shortcutsHelpOpenAtom } from './tabs';

export function useKeyboardShortcuts(): void {
  const setTab = useSetAtom(activeTabAtom);
  const setHelpOpen = useSetAtom(shortcutsHelpOpenAtom);

  useEffect(() => {
    const machine = createShortcutMachine();
    const onKeyDown = (event: KeyboardEvent) => {
      // An open dialog owns the keyboard.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const action = machine.handle(event, performance.now());
      if (!action) return;
      event.preventDefault();
      switch (action) {
        case 'new-mind-dump':
          // The mind-dump tab has room for the input and the voice controls.
          setTab('mind-dump');
          break;
        case 'focus-search':
          focusTaskSearch();
          break;
        case 'go-dashboard':
          setTab('dashboard');
          break;
        case 'go-tasks':
          setTab('task-list');
          break;
        case 'show-help':
          setHelpOpen(true);
          break;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [setTab, setHelpOpen]);
}
