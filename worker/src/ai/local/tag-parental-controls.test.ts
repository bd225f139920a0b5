/**
 * Parental controls and screen time are set up for the children, however technical the list around them: the
 * family's, not the platform's or the writer's own (issue 12, Work vs Life on technical words). Dumps written for these
 * tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'among platform jobs',
    text: '- rotate the staging db credentials\n- set up parental controls on the router\n- bump the replica count on the api',
    want: [
      { has: 'credentials', tag: 'Work-DevOps' },
      { has: 'parental', tag: 'Family' },
      { has: 'replica', tag: 'Work-DevOps' },
    ],
  },
];

describe('parental controls are the family’s', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
