/**
 * A tag named for the writer's workplace by its kind — a law "Firm" or "Kanzlei", a doctor's "Praxis" or "Praktijk",
 * an "ER", a "Taqueria" or "Banquets", a "Trucking" business — means that area: its jobs with no word of their own
 * are filed there, not left to Life (issue 12, tags from meaning). Dumps written for these tests, Tuesday 2026-11-24
 * UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a law firm',
    extra: ['Firm', 'Garden'],
    text: 'draft the witness statement for the Okoro matter by Thursday',
    want: [{ has: 'witness', tag: 'Firm' }],
  },
  {
    name: 'a Dutch practice',
    extra: ['Praktijk', 'Garden'],
    text: 'the patient list for Monday is too long, ask Els to move two appointments',
    want: [{ has: 'els', tag: 'Praktijk' }],
  },
  {
    name: 'an emergency department',
    extra: ['ER', 'Choir'],
    text: 'restock the trauma bay with dressings before my shift',
    want: [{ has: 'trauma', tag: 'ER' }],
  },
  {
    name: 'a taqueria',
    extra: ['Taqueria', 'Choir'],
    text: 'the walk-in cooler is warm again, call the repair guy',
    want: [{ has: 'repair', tag: 'Taqueria' }],
  },
];

describe('a tag named for a kind of workplace means its area', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
