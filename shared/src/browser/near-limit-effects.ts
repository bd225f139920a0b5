/** @module The near-limit alarm of the mind-dump input: a 440 Hz, 0.2 s sine beep and a 0.5 s screen flash. */
import { MIND_DUMP_BEEP_HZ, MIND_DUMP_BEEP_SECONDS, MIND_DUMP_FLASH_MS } from '../domain/index.js';

type AudioCtor = new () => AudioContext;

/** Plays the warning beep with Web Audio; silently does nothing where audio is unavailable. */
export function playWarningBeep(scope: unknown = globalThis): void {
  const w = scope as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  if (!Ctor) return;
  try {
    const ctx = new Ctor();
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = MIND_DUMP_BEEP_HZ;
    gain.gain.value = 0.1;
    oscillator.connect(gain);
    gain.connect(ctx.destination);
    oscillator.start();
    oscillator.stop(ctx.currentTime + MIND_DUMP_BEEP_SECONDS);
    oscillator.onended = () => void ctx.close();
  } catch {
    // Autoplay policy or no audio device: the banner and flash still warn the user.
  }
}

/** Flashes a translucent red overlay over the whole screen for 0.5 s. */
export function flashScreen(doc: Document = document): void {
  const overlay = doc.createElement('div');
  overlay.setAttribute('aria-hidden', 'true');
  overlay.dataset.testid = 'limit-flash';
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:9999;pointer-events:none;background:rgba(239,68,68,0.18);transition:opacity 0.5s';
  doc.body.appendChild(overlay);
  setTimeout(() => overlay.remove(), MIND_DUMP_FLASH_MS);
}
