import { describe, expect, it } from 'vitest';
import { memoByName, NAMES_KEPT } from './name-memo.js';
import { pickTag, scoreTags, tagNamesKept } from './tags.js';

describe('a memo of tag names keeps the names asked lately, a bounded number', () => {
  it.each([
    ['a few names', 3, 3],
    ['as many as it keeps', 8, 8],
    ['a thousand', 1000, 8],
  ])('%s asked once each', (_, asked, kept) => {
    const memo = memoByName((name) => name.length, 8);
    for (let i = 0; i < asked; i++) memo(`tag ${i}`);
    expect(memo.size).toBe(kept);
  });

  it('spares a name asked again over one asked once', () => {
    let computed = 0;
    const memo = memoByName((name) => {
      computed++;
      return name.toUpperCase();
    }, 3);
    memo('choir');
    memo('garden');
    memo('choir');
    memo('studio');
    memo('boat');
    const before = computed;
    expect(memo('choir')).toBe('CHOIR');
    expect(computed).toBe(before);
    memo('garden');
    expect(computed).toBe(before + 1);
  });
});

describe("tags.ts's memos stay bounded over many users' custom tags", () => {
  it('scores a thousand custom tag names and keeps at most NAMES_KEPT of each', () => {
    const text = 'sow the broad beans, then rehearse the tenor line and call mum';
    const first = scoreTags(text, ['Allotment', 'Choir', 'Family', 'Life']);
    for (let i = 0; i < 1000; i++) {
      const tag = `Project ${i} allotment`;
      scoreTags(text, [tag, 'Family']);
      // A thing of the writer's kin that the tag's area has a word for too asks whether the area has kin words.
      pickTag("collect dad's medication from the chemist", '', [], [`Ward ${i}`, 'Family', 'Life']);
    }
    const kept = tagNamesKept();
    expect(kept.lexicons).toBeGreaterThan(NAMES_KEPT / 2);
    expect(kept.lexicons).toBeLessThanOrEqual(NAMES_KEPT);
    expect(kept.kinAreas).toBeGreaterThan(NAMES_KEPT / 2);
    expect(kept.kinAreas).toBeLessThanOrEqual(NAMES_KEPT);
    // A name built again after it was let go scores the same.
    expect(scoreTags(text, ['Allotment', 'Choir', 'Family', 'Life'])).toEqual(first);
  });
});
