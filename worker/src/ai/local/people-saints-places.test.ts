/**
 * Round thirty-eight, people on tasks: a saint's name in a place's name ("St Peter's hall", "St. Oswin's school",
 * "Saint Agnes's chapel") owns no thing and is nobody on the task; a name's own "'s" still is ("Stella's form").
 * Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { findPeople, thingOwners } from './people.js';

describe('a saint in a place name', () => {
  const rows: Row[] = [
    {
      name: '"St. Peter\'s hall" with a named person beside it',
      text: "book the room at St. Peter's hall with the caretaker (Morwenna)",
      want: [{ has: 'book room', people: ['Morwenna'] }],
    },
    {
      name: '"Saint Agnes\'s chapel" alone',
      text: "drop the spare chairs at Saint Agnes's chapel on Friday",
      want: [{ has: 'drop spare chairs', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('findPeople and thingOwners by a saint', () => {
  const rows: [string, string, string[]][] = [
    ['"St" without a stop', "leave the tins at St Oswin's food bank", []],
    ['a name that starts like one', "print Stella's form for the trip", ['Stella']],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(findPeople(text)).toEqual(want));
  it('thingOwners skips the saint', () =>
    expect(thingOwners("sweep the porch of St. Peter's church")).toEqual([]));
});
