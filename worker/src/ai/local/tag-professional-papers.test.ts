/**
 * A professional's own licence — a nurse's registration, a notary's commission, a lawyer's practising fees — is their
 * work's, not a personal errand: the user's tag for work when they have one, else office work left Unsorted, while
 * a driving licence stays the writer's own (issue 12, tags from meaning). Dumps written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a nurse's registration under the user's work tag",
    extra: ['Work'],
    text: 'renew my nursing licence registration before January\nbuy milk and eggs\ncall the dentist about the crown',
    want: [
      { has: 'nursing', tag: 'Work' },
      { has: 'milk', tag: 'Life' },
      { has: 'dentist', tag: 'Life' },
    ],
  },
  {
    name: 'with no tag for work, office work; a driving licence stays personal',
    text: 'pay the nursing licence fee by the 31st\nrenew my driving licence\nbook the car in for its service',
    want: [
      { has: 'nursing', tag: 'Unsorted' },
      { has: 'driving', tag: 'Life' },
      { has: 'service', tag: 'Life' },
    ],
  },
];

describe("a professional's licence is the work's", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
