/**
 * Work vs Life on look-alike words (issue 12): a cluster of grapes and a batch of cookies are measures, not a server
 * cluster or a production batch; a batch record is the plant's even before a release; a queue at the GP is people
 * waiting; a condo fee is the user's own; and word forms do not make a till of a tile (a potter's test tiles are no
 * shop's). Dumps written for these tests, Tuesday 2026-11-24 UTC.
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
  {
    name: "a queue at the GP surgery is where people wait, a dead letter queue is the platform's",
    text: 'The queue at the GP surgery was ridiculous, ring them tomorrow to book a blood test instead. Drain the dead letter queue before the release.',
    want: [
      { has: 'blood test', tag: 'Life' },
      { has: 'dead letter', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "the condo fee is the user's own, not the church's they have a tag for",
    extra: ['Igreja'],
    text: 'Ensaiar os hinos para domingo. Pay the condo fee.',
    want: [
      { has: 'hinos', tag: 'Igreja' },
      { has: 'condo', tag: 'Life' },
    ],
  },
  {
    name: "a family plan is the writer's subscription, a broadband outage the writer's provider, beside the platform's",
    text: 'Cancel the spotify family plan. Call Comcast about the internet outage credit. Write the postmortem for the API outage. Pick up the kids at 3.',
    want: [
      { has: 'spotify', tag: 'Life' },
      { has: 'comcast', tag: 'Life' },
      { has: 'postmortem', tag: 'Work-DevOps' },
      { has: 'kids', tag: 'Family' },
    ],
  },
  {
    name: "a flat's community fees and strata levy are the writer's own, after the children's errands",
    text: "Send back Lola's permission slip for the school trip. Pay the community fees by Friday. Chase the body corporate about the levy.",
    want: [
      { has: 'permission', tag: 'Family' },
      { has: 'community fees', tag: 'Life' },
      { has: 'body corporate', tag: 'Life' },
    ],
  },
];

describe('look-alike words take the sense of the words around them', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
