/**
 * A mail sent to the user asking for an answer: "let me know by the 15th whether you plan to renew", "also let me know
 * if you have made any contributions" is a task to tell the writer. A closing ("let me know if you need anything", "…if
 * you have any questions") stays none. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"let me know by <day> whether…" tells the writer, by that day',
    text: 'Hi Sam,\n\nYour allotment plot lease ends on 31 January. Please let me know by December 15 whether you plan to renew it.\n\nBest,\nOlga',
    want: [{ has: 'let olga know whether renew', due: '2026-12-15', people: ['Olga'] }],
  },
  {
    name: '"also let me know if you have…" asks a fact of the reader; the closings after it ask nothing',
    text: 'Hi Sam,\n\nAlso let me know if you have made any pension contributions since May. Let me know if you need anything else. Let me know if you have any questions.\n\nBest,\nOlga',
    want: [{ has: 'let olga know pension contributions', people: ['Olga'] }],
  },
];

describe('pasted mail: the writer asks the reader for an answer', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
