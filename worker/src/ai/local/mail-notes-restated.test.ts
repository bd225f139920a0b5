/**
 * The user's note under a pasted mail that says one of its requests again is that request (one task, by the note's
 * day): matched by what both act on — a short name in capitals ("BPI", "NIE") counts, words meet in their base form
 * ("dietaries" — "dietary list"), and the note's verb may sit among the request's words ("sign" — "the signed form").
 * One shared thing of two is not enough: baking "the pandan batch" is no order for "more pandan jars". Messages
 * written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const MAIL = (asks: string, notes: string) =>
  `From: Rosa Dunne\nTo: Kai Moretti\nSubject: odds and ends\n\nHi Kai,\n\n${asks}\n\nThanks,\nRosa\n\nmy notes: ${notes}`;

const ROWS: Row[] = [
  {
    name: 'a short name in capitals is the thing both act on',
    text: MAIL(
      'Could you prepare the reconciliation for the NIE account?',
      'reconcile NIE after lunch, by Friday',
    ),
    want: [{ has: 'reconcile nie', due: '2026-11-27', people: ['Rosa'] }],
  },
  {
    name: 'words meet in their base form',
    text: MAIL(
      'To keep the booking I need:\n- final guest count and dietary list no later than Tuesday 1 December',
      'get her the final count + dietaries by Monday 30th',
    ),
    want: [{ has: 'final count dietaries', due: '2026-11-30' }],
  },
  {
    name: "the note's verb among the request's words",
    text: MAIL(
      'Could you send the signed authorization form by next Monday?',
      'sign the authorization tonight and put it in the green school folder',
    ),
    want: [{ has: 'sign authorization', due: '2026-11-24', people: ['Rosa'] }],
  },
  {
    name: 'one shared thing of two is another task',
    text: MAIL(
      'Could you get us 24 more of the pandan jars before 10 Dec?',
      'bake the pandan batch on Saturday',
    ),
    want: [
      { has: 'pandan jars', due: '2026-12-10', people: ['Rosa'] },
      { has: 'bake pandan batch', due: '2026-11-28' },
    ],
  },
];

describe('a note that says a mail’s request again, matched by what both act on', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
