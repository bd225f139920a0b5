/**
 * A mail that greets its reader with a suffix of respect ("Ishikawa-san,", "Mehta ji,") greets them by name, as
 * "Sam," does (a headerless one signed by someone else is then the reader's, as under "Sam,"); the suffix follows a
 * family name, so when a header or an attribution in the thread gives the whole name ("From: Yuki Ishikawa"), the
 * reader is called by the given one. Messages written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Ishikawa-san," over a quoted "From: Yuki Ishikawa": the request is Yuki\'s',
    text: 'Subject: RE: mould repair\n\nIshikawa-san,\n\nThank you for the update. Please send me the repair estimate by Thursday.\n\nBest regards,\nDaniel Weber\n\n-----Original Message-----\nFrom: Yuki Ishikawa <y.ishikawa@example.jp>\nSent: Monday, November 23, 2026 6:10 PM\n\n> Dear Weber-san, the mould for part 88-12 needs repair.',
    want: [{ has: 'send repair estimate', due: '2026-11-26', people: ['Yuki'] }],
  },
  {
    name: '"Mehta ji," greets the reader by name: a headerless mail signed by another is theirs to act on',
    text: 'Mehta ji,\n\nCould you share the stall allotment list by Friday?\n\nRegards,\nAnand',
    want: [{ has: 'share stall allotment list', due: '2026-11-27', people: ['Anand'] }],
  },
];

describe('pasted mail: a greeting with a suffix of respect', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
