/**
 * A name alone under a message that greets its reader signs it ("Hi Sam, … \n\nLou") when nothing of the message
 * follows: also when a signature block under a "--" rule ("--\nLou Carver | Partner") or the user's own notes ("my
 * take: …") come below it, and when the message's text starts on the greeting's line ("Hi Sam, great news! …"). The
 * signer is then the writer, and a headerless message to the user is theirs to act on. Messages written for these
 * tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a name over a "--" signature block and the user\'s notes',
    text: 'Hi Sam,\n\nCould you send me the signed term sheet by Friday?\n\nLou\n\n--\nLou Carver | Partner, Elm Street Capital\n\nmy take: ask the lawyer for the final copy first',
    want: [
      { has: 'send signed term sheet', due: '2026-11-27', people: ['Lou'] },
      { has: 'ask lawyer final copy', people: [] },
    ],
  },
  {
    name: 'a name over a "--" signature block alone',
    text: 'Hi Sam,\n\nCould you send me the signed term sheet by Friday?\n\nLou\n\n--\nLou Carver | Partner, Elm Street Capital',
    want: [{ has: 'send signed term sheet', due: '2026-11-27', people: ['Lou'] }],
  },
  {
    name: 'the message\'s text on its greeting\'s line, under a note opening with "hey,"',
    text: "hey, keeping Lou's mail here:\n\nHi Sam, great news! Could you send me the signed term sheet by Friday?\n\nLou",
    want: [{ has: 'send signed term sheet', due: '2026-11-27', people: ['Lou'] }],
  },
];

describe('pasted mail: a name alone over a signature block or notes signs the message', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
