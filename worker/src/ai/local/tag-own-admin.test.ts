/**
 * The writer's own paperwork (issue 12, Work vs Life): renewing a residence permit or a transit pass, paying off the
 * credit card, a levy or a premium, a free trial to cancel, a flu shot. Life had no word for them, so between work
 * items they took the work tag of their neighbours, and in a dump about the user's hobbies the hobby's. Dumps
 * written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'permits, passes and the credit card between platform jobs are Life’s',
    text: 'Roll the canary back on the payments API. Rotate the Vault tokens for staging. Renew my residence permit before it lapses. Top up my Oyster card. Cancel the free trial before it renews. Pay off the credit card.',
    want: [
      { has: 'canary', tag: 'Work-DevOps' },
      { has: 'vault', tag: 'Work-DevOps' },
      { has: 'residence permit', tag: 'Life' },
      { has: 'oyster', tag: 'Life' },
      { has: 'free trial', tag: 'Life' },
      { has: 'credit card', tag: 'Life' },
    ],
  },
  {
    name: 'a storage unit and a levy between plant jobs are Life’s',
    text: 'Line 3 changeover took 50 minutes again, book a SMED review. Get the scrap numbers from nights. Sort out the storage unit. Pay the estate levy.',
    want: [
      { has: 'smed', tag: 'Work-Manufacturing' },
      { has: 'scrap', tag: 'Work-Manufacturing' },
      { has: 'storage unit', tag: 'Life' },
      { has: 'levy', tag: 'Life' },
    ],
  },
  {
    name: 'a vignette, a residency card, a rail pass and a flu shot are no hobby’s',
    extra: ['Choir', 'Allotment'],
    text: 'Learn the tenor line for the carol service. Dig over the bean trench. Buy the motorway vignette before January. Pick up my residency card from the town hall. Renew the Bahncard. Get a flu shot.',
    want: [
      { has: 'tenor', tag: 'Choir' },
      { has: 'bean trench', tag: 'Allotment' },
      { has: 'vignette', tag: 'Life' },
      { has: 'residency card', tag: 'Life' },
      { has: 'bahncard', tag: 'Life' },
      { has: 'flu shot', tag: 'Life' },
    ],
  },
];

describe('the writer’s own paperwork is Life’s (issue 12)', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
