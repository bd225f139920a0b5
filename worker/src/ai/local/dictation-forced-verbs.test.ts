/**
 * Recall (issue 12): a verb with "force-" before it ("force-unlock it", "force-quit the app") is the verb, as one with
 * "re-" is — the step is a task, its "it" the thing said before. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a forced step on the thing said before',
    text: '- the deploy lock on the release repo is stuck, force-unlock it after asking Wen',
    want: [{ has: 'force-unlock deploy lock', people: ['Wen'] }],
  },
  {
    name: 'a forced step with its own thing',
    text: 'Force-quit the kiosk app on the front desk tablet tonight.',
    want: [{ has: 'force-quit kiosk app', due: '2026-11-24' }],
  },
];

describe('recall: a forced verb is a verb', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
