/**
 * Pasted chats (issue 12, "pasted email/chat"): "the school wants the X signed" — "I'll sign it tonight". What someone
 * wants signed, back or filled in is what the answer's "it" stands for, not who wants it. Chats written for these
 * tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"the nursery wants the allergy sheet signed by Thursday" — "I\'ll sign it tonight": the sheet',
    text: "Priya: the nursery wants the allergy sheet signed by Thursday\nMe: ok I'll sign it tonight",
    want: [{ has: 'sign allergy sheet', title: 'Sign the allergy sheet', due: '2026-11-24' }],
  },
  {
    name: '"the gym needs the membership form back" — "will fill it in tomorrow": the form, not the gym',
    text: 'Dan: btw the gym needs the membership form back by Friday\nMe: will fill it in tomorrow',
    want: [{ has: 'fill membership form', due: '2026-11-25' }],
  },
];

describe('chat answers: the thing someone wants signed or back', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
