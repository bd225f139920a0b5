/**
 * Round thirty-seven: a reference's short word before its number ("ch. 3", "vol. 2", "fig. 4", "sec. 5") is no
 * sentence's end, so the task keeps its object and its date ("cut ch. 3 to 12k words, send to Mette by 8 Dec").
 * The word without a number after it still ends one. Written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'an owner line with "ch. 4" in it is one task, with its day and person',
    text: 'Thesis meeting\nAction points\n- me: trim ch. 4 to 10k words, send to Ottilie by 8 Dec',
    want: [{ has: 'trim ch. 4 10k words', due: '2026-12-08', people: ['Ottilie'] }],
  },
  {
    name: 'a checklist item with "vol. 2" keeps its object',
    text: '- [ ] return vol. 2 of the atlas to the library by Friday',
    want: [{ has: 'return vol. 2 atlas library', due: '2026-11-27' }],
  },
  {
    name: 'a request that ends on "sec. 5" keeps it',
    text: 'could you proofread the glossary before you start on sec. 5?',
    want: [{ has: 'proofread glossary before sec. 5' }],
  },
];

describe('round thirty-seven: a reference word before its number ends no sentence', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
