/**
 * Words a tag had no reading of (issue 12, tags): a grove's olive harvest, a curling rink, a leatherworker's goods, a
 * fire brigade named in German or Spanish, the painter before a renovation, a hive's mouse guard; kin named as
 * "mam", "mami", "buwa" or "aama", and a baby's car seat and hospital bag, are the family's; conveyors are the plant's.
 * Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "an olive grove's pickers, pruning and mill are the grove's",
    extra: ['Olive Grove', 'Sailing'],
    text: 'Settle up with the pickers on Friday. Get the mill to press our last crates. Varnish the tiller on the dinghy.',
    want: [
      { has: 'pickers', tag: 'Olive Grove' },
      { has: 'mill', tag: 'Olive Grove' },
      { has: 'tiller', tag: 'Sailing' },
    ],
  },
  {
    name: "a rink and brooms are the curling club's, card holders and wallets the leather shop's",
    extra: ['Curling', 'Leatherwork', 'Parish'],
    text: 'Enter our rink in the January bonspiel. Replace the broom heads. Stitch the two card holders. Photograph the new wallets.',
    want: [
      { has: 'bonspiel', tag: 'Curling' },
      { has: 'broom', tag: 'Curling' },
      { has: 'card holders', tag: 'Leatherwork' },
      { has: 'wallets', tag: 'Leatherwork' },
    ],
  },
  {
    name: "a brigade named in another language, a painter's visit and a mouse guard each find their tag",
    extra: ['Bomberos', 'Reno', 'Bees'],
    text: 'Return the breathing apparatus to the station. Painter due Tuesday: mask the skirting first. Fit the mouse guards to both hives.',
    want: [
      { has: 'breathing apparatus', tag: 'Bomberos' },
      { has: 'skirting', tag: 'Reno' },
      { has: 'mouse guards', tag: 'Bees' },
    ],
  },
  {
    name: "kin said as mam, mami or aama, and the baby's things, are the family's; conveyors the plant's",
    text: "Collect Mam's glasses from the optician. Order mami's tablets. Fit the car seat in the back. Get quotes for two new conveyors.",
    want: [
      { has: 'glasses', tag: 'Family' },
      { has: 'tablets', tag: 'Family' },
      { has: 'car seat', tag: 'Family' },
      { has: 'conveyors', tag: 'Work-Manufacturing' },
    ],
  },
];

describe('areas and family words a tag had no reading of', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
