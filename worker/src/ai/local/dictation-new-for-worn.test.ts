/**
 * Recall (issue 12): a new thing, then that the one in use is worn out — "new hiking boots, the old pair are shot",
 * "new tyres for the bike, mine have 3000 km on them" — is an errand to buy it. A new thing that simply arrived or
 * starts is news. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'the old pair are shot',
    text: '- new hiking boots, the old pair are shot',
    want: [{ has: 'buy new hiking boots', due: null }],
  },
  {
    name: 'the distance done on them',
    text: 'new tyres for the bike, mine have 3000 km on them',
    want: [{ has: 'buy new tyres bike' }],
  },
  {
    name: 'a brand name worn out',
    text: '- new goggles, the Speedos are broken',
    want: [{ title: 'Buy new goggles', has: 'goggles' }],
  },
  {
    name: 'a new thing that arrived is news',
    text: 'new chairs arrived, they are in the hall',
    want: [],
  },
];

describe('recall: a new thing for a worn-out one', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
