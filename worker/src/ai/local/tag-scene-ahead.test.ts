import { describe, expect, it } from 'vitest';
import { fillUnsorted, scoreTags, UNSORTED } from './tags.js';

/**
 * A sentence that is no task says what the tasks after it are about ("Home: Dad's retirement do is on
 * Saturday" over the card), and what the task just before it is about ("order flowers — it's mum's birthday"), but not
 * what a task further up the list is about: the client's and the bank's jobs above a home line stay where their own
 * block puts them.
 */
const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', UNSORTED];

interface Line {
  text: string;
  /** The task's own tag before filling (Unsorted when its words gave none); none for a sentence that is no task. */
  picked?: string;
  /** Office work with no tag of its own (isUntaggedOfficeWork). */
  office?: boolean;
}

/** The filled tag of each task of one block. */
function fill(lines: Line[]): string[] {
  const texts = lines.map((line) => line.text);
  const tasks = lines.flatMap((line, i) => (line.picked === undefined ? [] : [{ line, i }]));
  return fillUnsorted(
    tasks.map(({ line }) => line.picked!),
    scoreTags(texts.join('. '), TAGS),
    TAGS,
    tasks.map(({ line }) => line.office === true),
    { texts, blocks: lines.map(() => 0), segments: tasks.map(({ i }) => i) },
  );
}

const cases: { name: string; lines: Line[]; want: string[] }[] = [
  {
    name: 'a home line at the foot of a work list leads the task under it, not the jobs above',
    lines: [
      { text: 'Rodrigo: the valuation came in low' },
      { text: 'ring him today', picked: UNSORTED },
      { text: 'send the client the revised quote', picked: UNSORTED, office: true },
      { text: 'mail the vendor the signed contract', picked: UNSORTED, office: true },
      { text: "Home: Dad's retirement do is on Saturday" },
      { text: 'get a card', picked: UNSORTED },
    ],
    want: [UNSORTED, UNSORTED, UNSORTED, 'Family'],
  },
  {
    name: 'a sentence just after a task still says what it is about',
    lines: [{ text: 'order the flowers', picked: UNSORTED }, { text: "it's mum's birthday on Sunday" }],
    want: ['Family'],
  },
  {
    name: 'a sentence before the tasks leads them all',
    lines: [
      { text: "Sofia's parents evening is on Thursday" },
      { text: 'get her the new ones', picked: UNSORTED },
      { text: 'sort the permission slip', picked: UNSORTED },
    ],
    want: ['Family', 'Family'],
  },
];

describe('a scene sentence leads the tasks after it', () => {
  it.each(cases)('$name', ({ lines, want }) => {
    expect(fill(lines)).toEqual(want);
  });
});
