/**
 * Round thirty-nine, notes that split one piece of work: "vendor contract for the fit-out, Dario drafts, I review
 * Thursday", "- pressure test on line 4: Beata runs it, I sign off by Fri". The writer's bare step is done to what the
 * other's part is of — theirs, with them on it. A step with nothing named before the other doer stays as it was.
 * Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"vendor contract for the fit-out, Dario drafts, I review Thursday"',
    text: 'Project notes\nvendor contract for the fit-out, Dario drafts, I review Thursday.',
    want: [
      {
        has: 'review dario vendor contract',
        title: "Review Dario's vendor contract for the fit-out",
        people: ['Dario'],
        due: '2026-11-26',
      },
    ],
  },
  {
    name: '"pressure test on line 4: Beata runs it, I sign off by Fri"',
    text: 'Week 48 points\n- pressure test on line 4: Beata runs it, I sign off by Fri',
    want: [{ has: 'sign off beata pressure test', people: ['Beata'], due: '2026-11-27' }],
  },
  {
    name: 'a name of two words: "- budget slides: Anh Thu drafts, I check tomorrow"',
    text: 'Board prep\n- budget slides: Anh Thu drafts, I check tomorrow',
    want: [{ has: 'check anh thu budget slides', people: ['Anh Thu'], due: '2026-11-25' }],
  },
];

describe("round thirty-nine: the writer's bare step on another's part", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
