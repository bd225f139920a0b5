/** @module Reading the completion and progress-note number fields the spec's way: invalid input becomes 0. */
import { isSameDay } from 'date-fns';

/** Whole minutes, minimum 0; anything that is not a number is 0. */
export function parseMinutes(raw: string): number {
  const n = Number.parseInt(raw, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Money with at most 2 decimals, minimum 0; anything that is not a number is 0. */
export function parseMoney(raw: string): number {
  const n = Number.parseFloat(raw);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : 0;
}

/** The instant sent as completedAt: now when today is picked, otherwise noon of the picked day. */
export function completedAtIso(picked: Date, now: Date = new Date()): string {
  if (isSameDay(picked, now)) return now.toISOString();
  const noon = new Date(picked);
  noon.setHours(12, 0, 0, 0);
  return noon.toISOString();
}
