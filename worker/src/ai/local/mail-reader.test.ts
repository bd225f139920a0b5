/**
 * The user's own name in a mail sent to them: the writer asks a third person to send the user something ("Omar,
 * please send Maya the price list" in a mail to Maya). The task is the user's, with Omar; the user is nobody else on
 * it. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a mail with headers: the one it greets is the user, not a second person on the task',
    text: 'From: Ruth Adler <ruth@example.com>\nTo: Maya Chen\nSubject: launch\n\nHi Maya,\n\nQuick one before the launch. Omar, please send Maya the final price list by Thursday.\n\nThanks,\nRuth',
    want: [{ has: 'send final price list', due: '2026-11-26', people: ['Omar'] }],
  },
  {
    name: 'a mail without headers, greeting the user and signed by another',
    text: 'Dear Lukas,\n\nThe audit moved to next week. Greta, could you send Lukas the calibration log before Friday?\n\nKind regards,\nHanna',
    want: [{ has: 'calibration log', due: '2026-11-27', people: ['Greta'] }],
  },
];

describe("pasted mail: the reader's own name is nobody else on a task", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
