/**
 * @module entrypoints/mic-permission/main — the one-time microphone page: asks for the microphone (a tab can
 * show the prompt, a popup cannot), releases it at once, and says what to do next.
 */

// First: schemas built below must see zod's jitless config (no Function() in the bundle).
import '@mynd/shared/jitless';
import { VOICE_MESSAGES } from '@mynd/shared/browser';

const status = document.getElementById('status');
const button = document.getElementById('allow');

function show(state: 'granted' | 'denied', text: string): void {
  if (!status) return;
  status.dataset.state = state;
  status.textContent = text;
}

async function ask(): Promise<void> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    show('granted', 'Microphone allowed. You can close this tab and use the microphone in the Mynd popup.');
  } catch (error) {
    const denied = error instanceof DOMException && error.name === 'NotAllowedError';
    const toast = denied ? VOICE_MESSAGES.denied : VOICE_MESSAGES.recordingError;
    show('denied', `${toast.title}: ${toast.description}`);
  }
}

button?.addEventListener('click', () => void ask());
// Opened from the microphone button: ask right away (the click in the popup was the user's gesture).
void ask();
