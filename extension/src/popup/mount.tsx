/**
 * @module popup/mount — loaded after the shell's first paint: reads what the popup needs from storage, then
 * renders React over the shell in one go (keeping anything already typed into the shell's textarea).
 */

// First: schemas built below must see zod's jitless config (no Function() in the bundle).
import '@mynd/shared/jitless';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { draftClientIdItem, draftItem, queueItem, serverUrlItem, sessionItem } from '../storage/items';
import { PopupApp } from './popup-app';

async function mount(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  const [session, draft, clientId, serverUrl, queue] = await Promise.all([
    sessionItem.getValue(),
    draftItem.getValue(),
    draftClientIdItem.getValue(),
    serverUrlItem.getValue(),
    queueItem.getValue(),
  ]);
  // From reading the shell's text to React's commit, all in this one task: no key can fall in between.
  const shell = root.querySelector<HTMLTextAreaElement>('textarea');
  const typed = shell?.value ?? '';
  const prefix = typed && draft ? `${draft}\n` : '';
  const caret = typed && shell ? prefix.length + shell.selectionEnd : null;
  const initialText = typed ? prefix + typed : draft;
  flushSync(() =>
    createRoot(root).render(
      <PopupApp
        initial={{ session, text: initialText, clientId: typed ? null : clientId, serverUrl, queue }}
      />,
    ),
  );
  document.documentElement.dataset.app = 'mounted';
  const input = root.querySelector<HTMLTextAreaElement>('textarea');
  if (input) {
    input.focus();
    // The caret stays where the user was typing (the end of the draft when nothing was typed yet).
    const at = caret ?? input.value.length;
    input.setSelectionRange(at, at);
  }
}

void mount();
