/**
 * A list's heading frames its items (issue 12, checklist dumps' tags): under a heading on a line of its own that names
 * an area of the user's own — a label ("Wedding stuff:") or a title naming a list ("Wedding checklist") — an item with
 * only an everyday word of its own ("buy shoes", "buy rosin") is the heading's, as an action item is its meeting's; a
 * default tag's word in a heading frames nothing; an item whose own words say otherwise keeps its own tag, and a label inside a line of prose
 * ("Podcast stuff: …") does not reach the sentences after it. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "shoes on the wedding's checklist are the wedding's",
    extra: ['Wedding'],
    text: 'Wedding checklist\n[ ] confirm numbers with the caterer\n[ ] pay the florist deposit\n[x] book the DJ\n[ ] buy shoes\n[ ] write vows',
    want: [
      { has: 'caterer', tag: 'Wedding' },
      { has: 'florist', tag: 'Wedding' },
      { has: 'shoes', tag: 'Wedding' },
      { has: 'vows', tag: 'Wedding' },
    ],
  },
  {
    name: 'the same under a label with a colon, and mum’s appointment keeps its own tag',
    extra: ['Wedding'],
    text: 'Wedding stuff:\n- buy shoes\n- collect the suit from the tailor\n- ring mum about her hip appointment',
    want: [
      { has: 'shoes', tag: 'Wedding' },
      { has: 'suit', tag: 'Wedding' },
      { has: 'mum', tag: 'Family' },
    ],
  },
  {
    name: 'a default tag named in a heading frames nothing: the dentist in a release checklist is Life',
    text: 'Release week checklist:\n- freeze the main branch\n- book the dentist for Thursday\n- update the changelog',
    want: [
      { has: 'branch', tag: 'Work-DevOps' },
      { has: 'dentist', tag: 'Life' },
      { has: 'changelog', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "a label inside prose frames only its own sentence: the sister's flowers are the family's",
    extra: ['Podcast'],
    text: "Podcast stuff: edit episode 42 and upload it by Thursday. Also my sister's graduation is on Saturday, order flowers. Pay the electricity bill.",
    want: [
      { has: 'episode', tag: 'Podcast' },
      { has: 'flowers', tag: 'Family' },
      { has: 'electricity', tag: 'Life' },
    ],
  },
];

describe('a list heading frames its items', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
