/**
 * A list the user headed with the name of one of their areas ("Move checklist", "MOVE - 12 Dec" for a House Move tag)
 * holds the family's part of that area too: "ask Mum to keep the kids on moving day" is the move's. A heading that
 * frames the list by its meaning alone, not the tag's name, still lets the writer's kin take an item to the family
 * (issue 12, tags from meaning). Written for these tests, Sunday 2026-11-29 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a move checklist: the kin who have the kids that weekend are part of the move',
    text: 'Move checklist\n- [ ] book the van for the 9th\n- [ ] ask Mum if she can have the kids that weekend\n- [ ] forward the post to the new flat',
    extra: ['Move'],
    want: [
      { has: 'van', tag: 'Move' },
      { has: 'kids', tag: 'Move' },
      { has: 'post', tag: 'Move' },
    ],
  },
  {
    name: 'a list titled with a word of a two-word tag: Dad’s trailer is the house move’s',
    text: 'MOVE - Jan 4\n- [ ] give notice to the landlord\n- [ ] ask Dad to lend us his trailer',
    extra: ['House Move'],
    want: [
      { has: 'landlord', tag: 'House Move' },
      { has: 'trailer', tag: 'House Move' },
    ],
  },
  {
    name: 'a list framed by meaning, not the tag’s name: Mum’s lunch is the family’s',
    text: 'Running checklist:\n- book the physio for my calf\n- call Mum about Sunday lunch',
    extra: ['Marathon'],
    want: [
      { has: 'physio', tag: 'Marathon' },
      { has: 'lunch', tag: 'Family' },
    ],
  },
];

describe('kin in a list named for an area', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
