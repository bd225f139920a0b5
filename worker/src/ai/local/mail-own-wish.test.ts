/**
 * In the user's own message, a wish said right after what they ask ("Could you send me the samples? We'd like to match
 * them in the porch.") is why they ask it: no task of theirs. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'the wish after the question goes; the question is the reader’s',
    text: "my draft to the builder:\n\nHi Ruth,\n\nCould you send me the tile samples by Friday? We'd like to match them in the porch.\n\nThanks,\nOla",
    want: [{ has: 'tile samples', due: '2026-11-27', people: ['Ruth'] }],
  },
];

describe("a wish in the user's own message", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
