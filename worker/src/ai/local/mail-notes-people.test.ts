/**
 * The user's note under a pasted mail that says one of its requests again is that request, in the user's words: when
 * the note names nobody, the request's people (the writer who asked) stay on it; a note that names its own person
 * keeps that person. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const MAIL = (notes: string) =>
  `From: Rosa Dunne\nTo: Kai Moretti\nSubject: flat 2B\n\nHi Kai,\n\nCould you send me the signed lease by Friday? The plumber comes Monday.\n\nThanks,\nRosa\n\n${notes}`;

const ROWS: Row[] = [
  {
    name: 'a note that names nobody keeps the writer who asked',
    text: MAIL("my notes: drop off the signed lease tomorrow, it's in the blue folder"),
    want: [{ has: 'drop off signed lease', due: '2026-11-25', people: ['Rosa'] }],
  },
  {
    name: 'a note that names its own person keeps that person',
    text: MAIL('my notes: ask Tomas to drop off the signed lease tomorrow'),
    want: [{ has: 'ask tomas lease', due: '2026-11-25', people: ['Tomas'] }],
  },
];

describe('a note restating a mail’s request keeps whom the request was from', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
