/**
 * Work vs Life on look-alike words (issue 12): a cluster of grapes and a batch of cookies are measures, not a server
 * cluster or a production batch; a batch record is the plant's even before a release; and word forms do not make a
 * till of a tile (a potter's test tiles are no shop's). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a cluster of grapes for Diwali, beside the prod cluster',
    text: 'Order a cluster of grapes and mangoes for the Diwali puja. Restart the worker pods on the prod cluster.',
    want: [
      { has: 'grapes', tag: 'Family' },
      { has: 'pods', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'a batch of cookies for the school sale, and a batch record before release',
    text: 'Bake a batch of cookies for the school sale. Review the batch record for lot 2291 before release.',
    want: [
      { has: 'cookies', tag: 'Family' },
      { has: 'batch record', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: "a potter's test tiles are the pottery's, not the shop's till",
    extra: ['Etsy shop', 'Pottery'],
    text: 'Photograph the new mugs for the listing. Glaze the test tiles on Thursday. Buy more bubble wrap.',
    want: [
      { has: 'mugs', tag: 'Etsy shop' },
      { has: 'test tiles', tag: 'Pottery' },
      { has: 'bubble wrap', tag: 'Etsy shop' },
    ],
  },
];

describe('look-alike words take the sense of the words around them', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
