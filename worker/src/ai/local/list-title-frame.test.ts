/**
 * A title on a line of its own over a list names the area of its items as a heading with a colon does ("MOVE -
 * Dec 12" over its checkboxes frames "change the address on the bank account" as the move's), unless an item's own
 * words say clearly that it is something else (issue 12, tags from the dump's topic). Written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { pickTag, scoreTags } from './tags.js';

const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted'];

describe('a list title frames its items', () => {
  it.each([
    [
      'an errand of one everyday word under the title',
      'change the address on the bank account',
      'House Move',
    ],
    [
      "the writer's own appointments, said clearly",
      'book the dentist, the optician and a haircut for me',
      'Life',
    ],
  ] as const)('%s', (_name, clause, want) => {
    const tags = [...TAGS, 'House Move'];
    const dump = scoreTags(`MOVE - Dec 12 ${clause} renew my passport, dentist`, tags);
    const section = { text: 'MOVE - Dec 12', weight: 0.5, listTitle: true };
    expect(pickTag(clause, '', dump, tags, section)).toBe(want);
  });
  it('the same line over prose frames nothing', () => {
    const tags = [...TAGS, 'House Move'];
    const clause = 'change the address on the bank account';
    const dump = scoreTags(`MOVE - Dec 12 ${clause} renew my passport, dentist`, tags);
    expect(pickTag(clause, '', dump, tags, { text: 'MOVE - Dec 12', weight: 0.5 })).toBe('Life');
  });
});
