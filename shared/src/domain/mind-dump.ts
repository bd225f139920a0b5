/** @module Mind-dump input limits, counter colours and the submit rule (spec sections 4, 5 and 9). */

export const MIND_DUMP_MAX_CHARS = 10000;
/** From here: red banner, pulse, screen flash and beep. */
export const MIND_DUMP_WARN_CHARS = 9900;
/** From here the counter turns to the warning colour. */
export const MIND_DUMP_COUNTER_WARN_CHARS = 8000;
export const MIND_DUMP_LIMIT_WARNING =
  'Character limit almost reached! Submit this draft and start a new one to continue.';
export const MIND_DUMP_PLACEHOLDER = 'Capturing thoughts to organize into actionable focus areas...';
export const MIND_DUMP_BANNER_HIDE_MS = 5000;
export const MIND_DUMP_FLASH_MS = 500;
export const MIND_DUMP_BEEP_HZ = 440;
export const MIND_DUMP_BEEP_SECONDS = 0.2;
export const SPEECH_RECOGNITION_LANG = 'en-US';
export const ALREADY_PROCESSING_MESSAGE = 'Already processing mind dump';

export type CounterTone = 'muted' | 'warning' | 'destructive';

/** Muted below 8000 characters, warning from 8000, destructive from 9900. */
export function counterTone(length: number): CounterTone {
  if (length >= MIND_DUMP_WARN_CHARS) return 'destructive';
  if (length >= MIND_DUMP_COUNTER_WARN_CHARS) return 'warning';
  return 'muted';
}

/** The near-limit state (banner, flash, beep) starts at 9900 characters. */
export function isNearLimit(length: number): boolean {
  return length >= MIND_DUMP_WARN_CHARS;
}

/** Submit is blocked while busy (submitting or loading), for blank text and for text over the limit. */
export function canSubmitMindDump(text: string, busy: boolean): boolean {
  const trimmed = text.trim();
  return !busy && trimmed.length > 0 && trimmed.length <= MIND_DUMP_MAX_CHARS;
}
