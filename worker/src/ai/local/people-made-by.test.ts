/**
 * Round thirty-four, people on tasks: a thing followed by who made it ("the migration Tunde merged", "the deck that
 * Asha sent over") puts its maker on the task, as "Tunde's migration" would; a role that made it ("the report the
 * auditor wrote") is no one. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from './people.js';

describe('a thing and who made it', () => {
  it.each([
    ['revert the schema migration Tunde merged last night', ['Tunde']],
    ['go through the deck that Asha sent over', ['Asha']],
    ['test the fix Mateo opened on Friday', ['Mateo']],
    ['read the report the auditor wrote', []],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });
});
