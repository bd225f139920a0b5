/**
 * A pasted mail with its headers whose writer promises things of their own reads as one the user sent — unless the
 * user's own words under it set an errand to that writer ("tell Ingrid the keys are back", "then I ring Tobias"): then
 * the writer is someone else, and what the mail asks is the user's, with the writer on it. Messages written for these
 * tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const MAIL = (writer: string, notes: string) =>
  `From: ${writer} Halvorsen\nTo: Pia Lund\nSubject: cabin weekend\n\nHi Pia,\n\nCould you book the ferry for Friday? I'll bring the firewood myself.\n\nThanks,\n${writer}\n\n${notes}`;

const ROWS: Row[] = [
  {
    name: 'an errand to the writer in the notes under it: received',
    text: MAIL('Ingrid', 'to do: tell Ingrid the spare keys are back in the drawer'),
    want: [
      { has: 'book ferry', due: '2026-11-27', people: ['Ingrid'] },
      { has: 'tell ingrid', people: ['Ingrid'] },
    ],
  },
  {
    name: '"then I ring …" in a line under it: received',
    text: MAIL('Tobias', '---\nbuy kindling tonight, then I ring Tobias about the boat times.'),
    want: [
      { has: 'book ferry', due: '2026-11-27', people: ['Tobias'] },
      { has: 'buy kindling', due: '2026-11-24' },
    ],
  },
  {
    name: 'an errand to someone else: the user sent it, as before',
    text: MAIL('Tobias', '---\nbuy kindling tonight, then I ring Sven about the boat times.'),
    want: [
      { has: 'book ferry', due: '2026-11-27', people: ['Pia'] },
      { has: 'bring firewood', people: [] },
      { has: 'buy kindling', due: '2026-11-24' },
    ],
  },
];

describe('the user naming a mail’s writer as someone else makes the mail received', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
