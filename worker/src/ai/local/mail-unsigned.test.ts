/**
 * A message sent to the user with no sign-off ("Tomas Reyes | Director" under the last line, then the thread it
 * answers): what its writer promises ("I'll read the draft tonight and send you my notes") is theirs, as in a signed
 * one, up to where the quoted thread starts; the user's own notes under the thread stay theirs. Messages written for
 * these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "an unsigned message over a quoted thread: the writer's promises are no tasks, the requests are",
    text: "From: Tomas Reyes <tomas@reyes-audit.com>\nTo: Kim Osei\nSubject: RE: year-end pack\n\nHi Kim,\n\nCould you book the courier for the ledgers by Thursday?\n\nI'll read the draft tonight and send you my notes.\n\nTomas Reyes | Director\nReyes Audit | 020 7946 0000\n\n> On Mon, 23 Nov 2026 at 16:02, Kim Osei wrote:\n> Draft attached, let me know what you think.\n\nmy notes: chase the bank letter",
    want: [
      { has: 'book courier ledgers', due: '2026-11-26', people: ['Tomas'] },
      { has: 'chase bank letter', people: [] },
    ],
  },
  {
    name: "the writer's promise goes; the user's own under the thread stays",
    text: "From: Tomas Reyes <tomas@reyes-audit.com>\nTo: Kim Osei\nSubject: RE: year-end pack\n\nHi Kim,\n\nI'll check the stock figures tomorrow.\n\nTomas Reyes | Director\n\n> On Mon, 23 Nov 2026 at 16:02, Kim Osei wrote:\n> Draft attached.\n\nmy notes: I'll print the exhibits on Friday",
    want: [{ has: 'print exhibits', due: '2026-11-27', people: [] }],
  },
];

describe('an unsigned message to the user', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
