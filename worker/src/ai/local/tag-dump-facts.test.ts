import { describe, expect, it } from 'vitest';
import { dumpFactsStats, fillUnsorted, pickTag, scoreTags, UNSORTED } from './tags.js';

/**
 * What every task of a dump is tagged against — the user's tag for office work, their tags named for someone, the
 * custom tag the dump is about — is read once for the dump, not once per task: the tasks of one extraction share its
 * scores and its list of tags.
 */
const DUMP =
  'renew the staging cert, send the quarterly deck to the client, water the beans at the allotment';

function readsWhile(run: () => void): number {
  const before = dumpFactsStats.read;
  run();
  return dumpFactsStats.read - before;
}

describe('the facts of a dump are read once for all its tasks', () => {
  const cases: { name: string; tags: string[]; clauses: string[]; want: string[] }[] = [
    {
      name: 'a "Day Job" tag takes the platform work, the allotment keeps its beans',
      tags: ['Work-DevOps', 'Family', 'Life', 'Allotment', 'Day Job', UNSORTED],
      clauses: ['renew the staging cert', 'water the beans', 'rotate the vpn credentials'],
      want: ['Day Job', 'Allotment', 'Day Job'],
    },
    {
      name: 'with no tag for work, the platform work stays the default tag',
      tags: ['Work-DevOps', 'Family', 'Life', 'Allotment', UNSORTED],
      clauses: ['renew the staging cert', 'water the beans', 'rotate the vpn credentials'],
      want: ['Work-DevOps', 'Allotment', 'Work-DevOps'],
    },
    {
      name: 'a tag named for a project is found by its name in any task',
      tags: ['Work-DevOps', 'Family', 'Life', 'Falcon', UNSORTED],
      clauses: ['book the Falcon review room', 'ask Falcon support about the invoice', 'pick up milk'],
      want: ['Falcon', 'Falcon', 'Life'],
    },
  ];

  it.each(cases)('$name', ({ tags, clauses, want }) => {
    const dump = scoreTags(DUMP, tags);
    let got: string[] = [];
    const reads = readsWhile(() => {
      got = fillUnsorted(
        clauses.map((clause) => pickTag(clause, '', dump, tags)),
        dump,
        tags,
      );
    });
    expect(got).toEqual(want);
    expect(reads).toBe(1);
  });

  it('reads them again for another list of tags or another dump', () => {
    const tags = ['Work-DevOps', 'Family', 'Life', 'Day Job', UNSORTED];
    const dump = scoreTags(DUMP, tags);
    expect(readsWhile(() => pickTag('renew the staging cert', '', dump, tags))).toBe(1);
    expect(readsWhile(() => pickTag('renew the staging cert', '', dump, tags))).toBe(0);
    expect(readsWhile(() => pickTag('renew the staging cert', '', dump, [...tags]))).toBe(1);
    expect(readsWhile(() => pickTag('renew the staging cert', '', [...dump], tags))).toBe(1);
  });
});
