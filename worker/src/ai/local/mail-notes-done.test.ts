/**
 * The user's notes under a pasted mail that say one of its requests is done already ("quote already paid", "done the
 * safety one last week") take that request off the list; a request for two things, one of them done, stays. Messages
 * written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

/** A mail to the user (Sam) from the builder, with what he needs, and the user's notes `notes` under it. */
const MAIL = (notes: string) =>
  `From: Pavel Novak <pavel@novak-build.example>\nTo: Sam Reid\nSubject: kitchen works\n\nHi Sam,\n\nWe can start on Monday. Before then I need:\n- the survey fee by bank transfer\n- the spare key left with your neighbour\n\nThanks,\nPavel\n\n---\n${notes}`;

const ROWS: Row[] = [
  {
    name: '"survey fee already paid" takes the fee off; the key stays',
    text: MAIL('survey fee already paid, did it this morning. ask Ruth about the key'),
    want: [{ has: 'spare key' }, { has: 'ask ruth key', people: ['Ruth'] }],
  },
  {
    name: 'a note that the fee is still to pay leaves it',
    text: MAIL('survey fee not paid yet. ask Ruth about the key'),
    want: [{ has: 'survey fee' }, { has: 'spare key' }, { has: 'ask ruth key', people: ['Ruth'] }],
  },
];

/** A school mail asking for two things in one sentence. */
const TWO_THINGS = `Dear parents,\n\nThe signed consent forms and the trip fee are due by Friday.\n\nKind regards,\nMs Okoye\n\n---\nmy notes: trip fee already paid`;

const BOTH: Row[] = [
  {
    name: 'one of two things in one request done: the request stays',
    text: TWO_THINGS,
    want: [{ has: 'trip fee' }],
  },
];

describe('notes under a mail saying one of its requests is done', () => {
  for (const row of [...ROWS, ...BOTH]) it(row.name, () => check(row));
});
