/** @module Task open/completed states and the progress scale (spec section 4). */

export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;
/** The Detailed Progress slider moves in steps of 5. */
export const PROGRESS_STEP = 5;

/** Completed means progress exactly 100 — not "at least", so a corrupt 120 is not silently done. */
export function isTaskCompleted(progress: number): boolean {
  return progress === PROGRESS_MAX;
}

export function isTaskOpen(progress: number): boolean {
  return progress < PROGRESS_MAX;
}

/** A whole number in 0..100; anything that is not a number becomes 0. */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return PROGRESS_MIN;
  return Math.min(PROGRESS_MAX, Math.max(PROGRESS_MIN, Math.round(value)));
}

/** Snaps to the slider's step of 5 (after clamping). */
export function snapProgress(value: number): number {
  return clampProgress(Math.round(clampProgress(value) / PROGRESS_STEP) * PROGRESS_STEP);
}
