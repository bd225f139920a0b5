import { describe, expect, it } from 'vitest';
import { withTextsRemembered } from './per-extraction.js';
import { AREAS } from './tag-areas.js';
import { pointsTo } from './tag-meanings.js';

/**
 * Set look-ups while `run` runs. Replacing Set.prototype.has puts this file in a process of its own
 * (@mynd/shared/testing/vitest-projects).
 */
function lookups<T>(run: () => T): { result: T; count: number } {
  const has = Set.prototype.has;
  let count = 0;
  Set.prototype.has = function (this: Set<unknown>, value: unknown) {
    count++;
    return has.call(this, value);
  };
  try {
    return { result: run(), count };
  } finally {
    Set.prototype.has = has;
  }
}

// Each name is read whole, by its words, its phrases and (a long word) every cut of it into two parts: a name
// costs a few dozen look-ups, never a pass over every area for each of them.
const ROWS: [tag: string, name: string, points: boolean][] = [
  ['Day Job', 'work', true],
  ['Office', 'work', true],
  ['Houseboat', 'boat', true],
  ['Beekeeping', 'work', false],
  ['Fussballverein', 'club', true],
  ['Harbour House', 'property_project', true],
  ['Tractors', 'farm', true],
  ['Saturday', 'work', false],
];

describe('a tag name’s areas are looked up, not searched for', () => {
  it.each(ROWS)('%s → %s: %s', (tag, name, points) => {
    const { result, count } = lookups(() => pointsTo(tag, name));
    expect(result).toBe(points);
    expect(count).toBeLessThan(AREAS.length);
  });
});

describe('a heading’s areas are read once per extraction', () => {
  it.each(ROWS)('%s, asked again by the next task under it', (tag, name, points) => {
    withTextsRemembered(() => {
      pointsTo(tag, name);
      expect(lookups(() => pointsTo(tag, name))).toEqual({ result: points, count: 0 });
    });
    // Between extractions nothing is kept: the name is read again.
    expect(lookups(() => pointsTo(tag, name)).count).toBeGreaterThan(0);
  });
});
