/**
 * A product manager's tag ("Product") has the words of shipping an app — a release, the App Store, crashes, a smoke
 * test — which are Work-DevOps' too: on equal evidence the user's own tag takes them; without such a tag they stay
 * Work-DevOps (issue 12, tags from meaning). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a release held in store review',
    extra: ['Product', 'Allotment'],
    text: 'push the 2.3 release through App Store review by Friday',
    want: [{ has: 'review', tag: 'Product' }],
  },
  {
    name: 'crashes on the new build',
    extra: ['Product', 'Choir'],
    text: 'look into the crashes on the new Android build before Thursday',
    want: [{ has: 'crashes', tag: 'Product' }],
  },
  {
    name: 'a smoke test before the launch',
    extra: ['Product', 'Allotment'],
    text: 'run a smoke test of the signup screens tomorrow',
    want: [{ has: 'smoke test', tag: 'Product' }],
  },
  {
    name: 'no product tag: the platform’s',
    text: 'the 2.3 release is stuck in App Store review again, email the reviewer with a test login',
    want: [{ has: 'reviewer', tag: 'Work-DevOps' }],
  },
];

describe('a product tag has the words of shipping an app', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
