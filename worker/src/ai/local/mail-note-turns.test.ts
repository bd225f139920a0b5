/**
 * A note above a forwarded mail, addressed to someone ("Ines – see below. Can you …? I'll call the carrier."): what it
 * asks is theirs, and where the user turns to their own part ("I'll…", "Note to self:") the person stops. Messages
 * written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'the request is the named reader\'s; the user\'s "I\'ll…" and "note to self" are not',
    text: "Ines – see below. Can you book the courier for the returned pallets by Thursday? I'll call Bogdan about the damaged crates. Note to self: update the claims log\n\n---------- Forwarded message ---------\nFrom: Bogdan Ilie <b.ilie@carpatrans.ro>\nSubject: Damaged delivery\n\nDear team,\n\nThree crates arrived damaged.\n\nBest regards,\nBogdan Ilie",
    want: [
      { has: 'book courier pallets', due: '2026-11-26', people: ['Ines'] },
      { has: 'call bogdan crates', people: ['Bogdan'] },
      { has: 'update claims log', people: [] },
    ],
  },
];

describe("pasted mail: a note to someone, then the user's own part", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
