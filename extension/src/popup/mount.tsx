/**
 * @module popup/mount — loaded after the shell's first paint: reads what the popup needs from storage, then
 * renders React over the shell in one go (keeping anything already typed into the shell's textarea).
 */
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
  const typed = root.querySelector<HTMLTextAreaElement>('textarea')?.value ?? '';
  const initialText = typed ? (draft ? `${draft}\n${typed}` : typed) : draft;
  createRoot(root).render(
    <PopupApp
      initial={{ session, text: initialText, clientId: typed ? null : clientId, serverUrl, queue }}
    />,
  );
}

void mount();
