/**
 * "Could your QA team send…", "can your office check…": asking the reader's side is asking the reader, so in a mail
 * to someone it is a request for them, as "could you…" is. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Could your QA team also send…" in the user\'s mail to Ingrid',
    text: 'sent this to Ingrid this morning:\n\nHi Ingrid,\n\nThanks for the update. Could your QA team also send the batch records for lot 4 before it ships?\n\nBest regards,\nTomas',
    want: [{ has: 'send batch records lot', people: ['Ingrid'] }],
  },
];

describe("pasted mail: a request to the reader's team", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
