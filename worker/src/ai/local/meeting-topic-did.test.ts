/**
 * Round thirty-nine, a topic word heading a line whose words tell what someone named did: "Greenhouse: Mira offered to
 * weed the paths; I'll buy the wood chips", "Cabin: Tor called, the gutter is loose…". The word labels the topic, as it
 * does before "Jordan drafts…"; it is nobody on the line's tasks. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Greenhouse: Mira offered to weed the paths; I\'ll buy the wood chips": the chips are the user\'s alone',
    text: "Plot notes\n• Greenhouse: Mira offered to weed the paths; I'll buy the wood chips",
    want: [{ has: 'buy wood chips', people: [] }],
  },
  {
    name: '"Cabin: Tor called, the gutter is loose, fix the gutter before the storm": nobody called Cabin',
    text: 'Weekend\nCabin: Tor called, the gutter is loose, fix the gutter before the storm',
    want: [{ has: 'fix gutter', people: [] }],
  },
  {
    name: 'an owner stays one: "Jonas: order the new router"',
    text: 'IT sync\n- Jonas: order the new router\n- me: move the printer',
    want: [
      { has: 'order router', people: ['Jonas'] },
      { has: 'move printer', people: [] },
    ],
  },
];

describe('round thirty-nine: a topic word before what someone named did', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
