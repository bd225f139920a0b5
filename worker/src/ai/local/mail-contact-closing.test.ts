/**
 * An offer to be contacted if the reader needs it is a mail's closing, not a task: "just reply to this email if
 * anything is unclear", "call me if you have any questions". A contact of someone else, a condition the writer asks
 * about, or a date keeps the task. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a closing after the request ("just reply … if anything is unclear") is no task',
    text: 'Dear all,\n\nPlease send us your signed delivery notes by Friday. Just reply to this email if anything is unclear.\n\nRegards,\nMarta Kowalczyk',
    want: [{ has: 'signed delivery notes', due: '2026-11-27' }],
  },
  {
    name: '"call me if you have any questions", "reach out if you get stuck" are closings',
    text: 'Hi Tom,\n\nCould you book the minibus for the away match? Call me if you have any questions. Feel free to reach out if you get stuck.\n\nCheers,\nDev',
    want: [{ has: 'book minibus' }],
  },
  {
    name: 'a contact of someone else, or one with a date, stays a task',
    text: "I'm off Thursday, ping Kasia if anything is urgent. Email me by Monday if you have any changes to the rota.",
    want: [{ has: 'ping kasia' }, { has: 'email', due: '2026-11-30' }],
  },
];

describe('pasted mail: an offer to be contacted is a closing', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
