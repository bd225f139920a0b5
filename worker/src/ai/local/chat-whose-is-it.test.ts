/**
 * "whose is that?" asks whoever reads, and "mine, I'll file it tomorrow" takes it on: the answer's "it" is the thing
 * the question was about, never the question word or the "mine" that claims it. Chats written for these tests,
 * Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"whose is that?" — "mine, …": the thing asked about, dated by the answer',
    text: 'Ana: the expense report for the Lisbon trip is still not filed. whose is that?\nMe: mine, I will file it tomorrow\nAna: ok',
    want: [{ has: 'file expense report', due: '2026-11-25' }],
  },
  {
    name: 'a question word is no thing an "it" stands for (guard: the same before)',
    text: 'Dad: the roast for Sunday, who is ordering it from the butcher?\nMe: I will order it today\nDad: good',
    want: [{ has: 'order roast', due: '2026-11-24' }],
  },
];

describe('whose a job is, asked and claimed', () => {
  it.each(ROWS)('$name', check);
});
