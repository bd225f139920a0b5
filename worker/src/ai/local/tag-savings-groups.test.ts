/**
 * A savings group (a "Chama", a "Sacco", a "Stokvel") is an area of its own: members' contributions, whose turn it is
 * to host, the payout, the treasurer — "hosting" there is a member's turn, not a web host (issue 12, tags from
 * meaning). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a contribution before the meeting',
    extra: ['Chama', 'Allotment'],
    text: 'send my 3,000 contribution to the treasurer before Sunday',
    want: [{ has: 'contribution', tag: 'Chama' }],
  },
  {
    name: 'whose turn it is to host',
    extra: ['Stokvel', 'Choir'],
    text: 'remind Thandi she is hosting next month',
    want: [{ has: 'thandi', tag: 'Stokvel' }],
  },
  {
    name: 'without such a tag, hosting is the platform’s',
    text: 'move the hosting for the status page to the new provider',
    want: [{ has: 'hosting', tag: 'Work-DevOps' }],
  },
];

describe('a savings group is an area of its own', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
