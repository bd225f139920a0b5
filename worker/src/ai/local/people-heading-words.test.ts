/**
 * Round twenty-seven, people on tasks: a room or a notes heading compromise's lexicon lacks ("Bathroom:", "Ideas:",
 * "Promo:") was read as a person's name, so the label opening a line became the owner of every task on it. Sentences
 * written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { isPersonName } from './names.js';

describe('rooms and note headings are no people', () => {
  it.each([
    'Bathroom',
    'Bedroom',
    'Laundry',
    'Hallway',
    'Ensuite',
    'Pantry',
    'Ideas',
    'Thoughts',
    'Promo',
    'Backlog',
  ])('%s is no name', (word) => {
    expect(isPersonName(word)).toBe(false);
  });

  const rows: Row[] = [
    {
      name: 'a room opening a paragraph of chores owns none of them',
      text: 'Laundry: the dryer vent is clogged again. Ask Ottilie if she kept the spare hose. Order a lint brush.',
      want: [
        { has: 'ask ottilie spare hose', people: ['Ottilie'] },
        { has: 'lint brush', people: [] },
      ],
    },
    {
      name: 'a retro\'s "Ideas:" line gives its items nobody',
      // Below the actions: above them, in meeting notes, the ideas are the discussion (meeting-shape.test.ts).
      text: 'Sprint retro\nActions:\n- Bram: rotate the on-call from Monday\nIdeas: split the big PRs? pair on reviews?',
      want: [
        { has: 'rotate on-call monday', people: ['Bram'] },
        { has: 'split big prs', people: [] },
        { has: 'pair reviews', people: [] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
