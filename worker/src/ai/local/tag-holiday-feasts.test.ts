import { describe, expect, it } from 'vitest';
import { pickTag, scoreTags, UNSORTED } from './tags.js';

/**
 * A feast the family keeps, named by its dish or its eve (the Thanksgiving turkey, Noche Buena, Sinterklaas's
 * pakjesavond, New Year's osechi), is the family's as the holiday's name is — but a trip to Turkey or a Turkey Trot
 * is not.
 */
const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', UNSORTED];

const cases: { text: string; want: string }[] = [
  { text: 'collect the turkey from the butcher on Wednesday', want: 'Family' },
  { text: 'brine the turkey tonight', want: 'Family' },
  { text: 'get the ham and cheese for Noche Buena', want: 'Family' },
  { text: 'encargar el pernil para Nochebuena', want: 'Family' },
  { text: 'wrap the surprises before pakjesavond', want: 'Family' },
  { text: 'order osechi for New Year', want: 'Family' },
  { text: 'book flights to Turkey for March', want: 'Life' },
  { text: 'sign up for the Turkey Trot', want: 'Life' },
];

describe("a holiday feast named by its dish or its eve is the family's", () => {
  it.each(cases)('$text → $want', ({ text, want }) => {
    expect(pickTag(text, '', scoreTags(text, TAGS), TAGS)).toBe(want);
  });
});
