/**
 * Round thirty-three, people on tasks: a word of respect written apart after a name ("Hari dai", "Tanaka san",
 * "Sato sensei") is a title after the name; like "bhaiya" or "ji" it ends the name and does not hide it. Sentences
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from './people.js';

describe('a word of respect after a name', () => {
  it.each([
    ['give the trekking permits to Hari dai', ['Hari']],
    ['send the slides to Tanaka san by Friday', ['Tanaka']],
    ['email Kimura sensei the lab schedule', ['Kimura']],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });
});
