/**
 * The user's notes under a pasted mail start at more labels than "my notes:" — "me:" alone on its line over a list,
 * "note2self:", "ps to self -", "+ remind myself:", a lower-case "notes:" — and a label ends the signature above it
 * even with no blank line between ("—" then "me: …"). A note that says the mail's request again is then that request,
 * by the note's day. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const MAIL = (notes: string) =>
  `From: Grace Obi\nTo: Parents of Class 3\nSubject: aquarium trip\n\nDear Parents,\n\nCould you send the signed permission form by next Monday? The coach leaves at 8.\n\nKind regards,\nGrace Obi\nClass 3 Teacher\n${notes}`;

const SIGNED = { has: 'sign permission form', due: '2026-11-24', tag: 'Family' };

const ROWS: Row[] = [
  {
    name: '"—" then "me:" right under the signature',
    text: MAIL('—\nme: sign the permission form tonight. ask Dara if she can drive on the day'),
    want: [SIGNED, { has: 'ask dara drive', people: ['Dara'] }],
  },
  {
    name: '"--" then "note2self:"',
    text: MAIL('--\nnote2self: sign the permission form tonight'),
    want: [SIGNED],
  },
  { name: '"ps to self -"', text: MAIL('\nps to self - sign the permission form tonight'), want: [SIGNED] },
  { name: 'a lower-case "notes:"', text: MAIL('\nnotes: sign the permission form tonight'), want: [SIGNED] },
  {
    name: '"+ remind myself:"',
    text: MAIL('\n+ remind myself: sign the permission form tonight'),
    want: [SIGNED],
  },
  {
    name: '"me:" alone over a list',
    text: MAIL('\nme:\n- sign the permission form tonight\n- ask Dara if she can drive'),
    want: [SIGNED, { has: 'ask dara drive', people: ['Dara'] }],
  },
];

describe('the user’s notes under a mail, by more labels, ending its signature', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
