import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAGS,
  FALLBACK_TAG,
  FALLBACK_TAG_COLOR,
  isPaletteColor,
  isRemovableTag,
  NEW_TAG_COLOR,
  normaliseTagName,
  reassignmentTag,
  TAG_PALETTE,
  tagColor,
  tagExists,
  UNSORTED_TAG,
} from './tags.js';

describe('tags', () => {
  it('has the 8 palette colours with teal as the new-tag colour', () => {
    expect(TAG_PALETTE.map((c) => c.name)).toEqual([
      'red',
      'orange',
      'amber',
      'green',
      'blue',
      'violet',
      'pink',
      'teal',
    ]);
    expect(NEW_TAG_COLOR).toBe('hsl(180,100%,25%)');
    expect(TAG_PALETTE.find((c) => c.name === 'teal')?.value).toBe(NEW_TAG_COLOR);
    for (const c of TAG_PALETTE) expect(c.value).toMatch(/^hsl\(\d+,\d+%,\d+%\)$/);
  });

  it('creates the spec’s defaults, Unsorted grey and Life the fallback', () => {
    expect(DEFAULT_TAGS.map((t) => t.name)).toEqual([
      'Work-DevOps',
      'Work-Manufacturing',
      'Family',
      'Life',
      'Unsorted',
    ]);
    expect(DEFAULT_TAGS.find((t) => t.name === UNSORTED_TAG)?.color).toBe('hsl(0,0%,50%)');
    expect(FALLBACK_TAG).toBe('Life');
    for (const t of DEFAULT_TAGS.filter((t) => t.name !== UNSORTED_TAG))
      expect(isPaletteColor(t.color)).toBe(true);
  });

  it.each([
    ['hsl(180,100%,25%)', true],
    ['HSL(180, 100%, 25%)', true],
    ['hsl(0,0%,50%)', false],
    ['#ff0000', false],
    ['', false],
  ])('isPaletteColor(%s) → %s', (color, expected) => expect(isPaletteColor(color)).toBe(expected));

  it.each([
    ['  Work  ', 'Work'],
    ['', ''],
    ['   ', ''],
    ['x'.repeat(50), 'x'.repeat(40)],
    [`${'a'.repeat(39)} b`, 'a'.repeat(39)],
  ])('normaliseTagName(%j) → %j', (name, expected) => expect(normaliseTagName(name)).toBe(expected));

  it.each([
    ['life', true],
    [' Family ', true],
    ['Hobby', false],
  ])('tagExists(%j) → %s', (name, expected) => expect(tagExists(DEFAULT_TAGS, name)).toBe(expected));

  it.each([
    ['Family', true, 'Life'],
    ['Life', true, 'Unsorted'],
    ['Unsorted', false, 'Life'],
  ])('removing %s: allowed %s, tasks go to %s', (name, removable, target) => {
    expect(isRemovableTag(name)).toBe(removable);
    expect(reassignmentTag(name)).toBe(target);
  });

  it('colours an unknown tag grey', () => {
    expect(tagColor(DEFAULT_TAGS, 'Family')).toBe(DEFAULT_TAGS[2]!.color);
    expect(tagColor(DEFAULT_TAGS, 'Nope')).toBe(FALLBACK_TAG_COLOR);
  });
});
