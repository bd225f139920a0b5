import { describe, expect, it } from 'vitest';
import { withTextsRemembered } from './per-extraction.js';
import { scoreTags } from './tags.js';

/**
 * Regular-expression runs while `run` runs: what scoring a text reads of it. Replacing RegExp.prototype.exec puts
 * this file in a process of its own (@mynd/shared/testing/vitest-projects).
 */
function searches<T>(run: () => T): { result: T; count: number } {
  const exec = RegExp.prototype.exec;
  let count = 0;
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    count++;
    return exec.call(this, input);
  };
  try {
    return { result: run(), count };
  } finally {
    RegExp.prototype.exec = exec;
  }
}

const TAGS = ['Work-DevOps', 'Family', 'Life', 'Allotment', 'Unsorted'];
const TEXT = 'take the dog to the vet, then sow the broad beans and renew the staging cert';

describe('a text is scored for the same tags once per extraction', () => {
  it('reads the text again outside an extraction, not inside one', () => {
    const first = scoreTags(TEXT, TAGS);
    expect(searches(() => scoreTags(TEXT, TAGS)).count).toBeGreaterThan(0);
    withTextsRemembered(() => {
      scoreTags(TEXT, TAGS);
      const again = searches(() => scoreTags(TEXT, TAGS));
      expect(again).toEqual({ result: first, count: 0 });
      // Under a heading about home, or for other tags, the scores are others: read anew.
      expect(searches(() => scoreTags(TEXT, TAGS, true)).count).toBeGreaterThan(0);
      expect(searches(() => scoreTags(TEXT, ['Family', 'Life'])).count).toBeGreaterThan(0);
    });
  });

  it('gives each caller its own list', () => {
    withTextsRemembered(() => {
      const scores = scoreTags(TEXT, TAGS);
      scores.reverse().pop();
      expect(scoreTags(TEXT, TAGS).map((entry) => entry.tag)).toEqual(TAGS.slice(0, -1));
    });
  });
});
