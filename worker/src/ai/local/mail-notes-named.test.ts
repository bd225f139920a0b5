/**
 * The user's notes under a pasted mail, headed with their name ("my notes (Pia):"), say who the user is: when someone
 * else signed the mail, the user received it, whomever it greets ("Hi team,"). What it asks of the user by name is
 * theirs alone, what it asks of others keeps those people, and the writer's own "I'll…" is not the user's, on a point
 * of a list too. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"my notes (Pia):" under a mail to the team signed by Maja',
    text: "Hi team,\n\nPlan for the assay rerun:\n- Nils, could you thaw the control samples by Thursday?\n- I'll book the plate reader for Friday.\n- Pia: can you check the buffer stock?\n\nBest,\nMaja\n\nmy notes (Pia): also order pipette tips",
    want: [
      { has: 'thaw control samples', due: '2026-11-26', people: ['Nils'] },
      { has: 'check buffer stock', people: [] },
      { has: 'order pipette tips', people: [] },
    ],
  },
  {
    name: "the notes naming the signer leave the mail the user's own",
    text: "Hi team,\n\n- Nils, could you thaw the control samples by Thursday?\n- I'll book the plate reader for Friday.\n\nBest,\nMaja\n\nmy notes (Maja): also order pipette tips",
    want: [
      { has: 'thaw control samples', due: '2026-11-26', people: ['Nils'] },
      { has: 'book plate reader', due: '2026-11-27' },
      { has: 'order pipette tips', people: [] },
    ],
  },
];

describe('pasted mail: "my notes (Name):" says who the user is', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
