import { describe, expect, it } from 'vitest';
import { fillUnsorted, scoreTags, UNSORTED } from './tags.js';

/**
 * Office work the user has no tag for is an area of its own among what is around a task that says nothing itself:
 * a block that says more of it than of anything else, or the nearest task that is such work, keeps the task
 * Unsorted rather than lending it the Life of an errand further off. A block that says more of errands, or an
 * errand nearer than the office work, still gives Life.
 */
const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', UNSORTED];

interface Line {
  text: string;
  /** The task's own tag before filling (Unsorted when its words gave none). */
  picked: string;
  /** Office work with no tag of its own (isUntaggedOfficeWork). */
  office?: boolean;
  block: number;
}

function fill(lines: Line[]): string[] {
  const texts = lines.map((line) => line.text);
  return fillUnsorted(
    lines.map((line) => line.picked),
    scoreTags(texts.join('. '), TAGS),
    TAGS,
    lines.map((line) => line.office === true),
    { texts, blocks: lines.map((line) => line.block), segments: lines.map((_, i) => i) },
  );
}

const cases: { name: string; lines: Line[]; want: string }[] = [
  {
    name: 'a block that says most of office work keeps its wordless task Unsorted',
    lines: [
      {
        text: 'mail the client the revised proposal and the quarterly roadmap',
        picked: UNSORTED,
        office: true,
        block: 0,
      },
      { text: 'send the vendor the signed NDA', picked: UNSORTED, office: true, block: 0 },
      { text: 'book the dentist and renew the car insurance', picked: 'Life', block: 0 },
      { text: 'sort that out by Friday', picked: UNSORTED, block: 0 },
    ],
    want: UNSORTED,
  },
  {
    name: 'a block that says most of errands gives its wordless task Life, a timesheet among them or not',
    lines: [
      { text: 'fill in the timesheet', picked: UNSORTED, office: true, block: 0 },
      { text: 'book the dentist and renew the car insurance', picked: 'Life', block: 0 },
      { text: 'take the bins out and pay the gas bill', picked: 'Life', block: 0 },
      { text: 'sort that out by Friday', picked: UNSORTED, block: 0 },
    ],
    want: 'Life',
  },
  {
    name: 'the nearest task in another block is office work: Unsorted, not the errand two blocks off',
    lines: [
      { text: 'send the vendor the signed NDA', picked: UNSORTED, office: true, block: 0 },
      { text: 'sort that out by Friday', picked: UNSORTED, block: 1 },
      { text: 'pick up the dry cleaning', picked: 'Life', block: 2 },
    ],
    want: UNSORTED,
  },
  {
    name: 'the nearest task in another block is an errand: Life, the office work further off or not',
    lines: [
      { text: 'send the vendor the signed NDA', picked: UNSORTED, office: true, block: 0 },
      { text: 'pick up the dry cleaning', picked: 'Life', block: 1 },
      { text: 'sort that out by Friday', picked: UNSORTED, block: 2 },
    ],
    want: 'Life',
  },
];

describe('office work with no tag is an area around a wordless task', () => {
  it.each(cases)('$name', ({ lines, want }) => {
    const at = lines.findIndex((line) => line.text === 'sort that out by Friday');
    expect(fill(lines)[at]).toBe(want);
  });
});
