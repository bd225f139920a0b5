/**
 * Round thirty-seven, people on tasks: a doer's noun in -er or -or that the role list lacks ("our illustrator",
 * "the second shooter", "the process server") before a first name names that person, with a comma, in brackets or
 * bare. Not a word that only ends so ("whether Workload Identity…"), a firm of two capitalised words ("the supplier
 * Mesa Rebar"), nor a title read elsewhere ("the site manager, Mr. Osei"). Sentences written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { findPeople } from './people.js';

describe('an agent noun before a first name', () => {
  const rows: Row[] = [
    {
      name: 'a comma, then an aside',
      text: 'book the second shooter, Leonie, she has not replied yet',
      want: [{ has: 'second shooter', people: ['Leonie'] }],
    },
    {
      name: 'in brackets, a name that is also a word',
      text: 'book the piano tuner (Ray) for Saturday',
      want: [{ has: 'piano tuner', people: ['Ray'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('findPeople after an agent noun', () => {
  const rows: [string, string, string[]][] = [
    ['bare, after "our"', 'send the mockups to our illustrator Rory by Friday', ['Rory']],
    ['the name in brackets', 'line up the court translator (Tobias) for the hearing', ['Tobias']],
    ['a conjunction that ends in -er', 'check with the team whether Wendell Tools covers it', []],
    ['a firm of two capitalised words', 'call the rebar supplier Mesa Rebar about the short delivery', []],
    ['a title after the role', 'ask the site manager, Mr. Osei, for the keys', ['Osei']],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(findPeople(text)).toEqual(want));
});
