/**
 * A mine's or a quarry's crusher is the plant's (Work-Manufacturing), as a press or a conveyor is (issue 12, Work vs
 * Life on technical words). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "the crusher's fault beside the writer's own flights",
    text: 'swing notes:\nthe jaw crusher keeps tripping, get the fitters to look at it\nbook my flights home',
    want: [
      { has: 'fitters', tag: 'Work-Manufacturing' },
      { has: 'flights', tag: 'Life' },
    ],
  },
];

describe('a crusher is the plant’s', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
