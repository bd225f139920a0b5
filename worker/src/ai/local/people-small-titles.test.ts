/**
 * Round twenty-eight, people on tasks: a title or relation written small before a capitalised name ("khun", "aunty",
 * "coach") hid the name, so the task had nobody. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a title written small before a name', () => {
  const rows: Row[] = [
    {
      name: 'a Thai title after a calling verb',
      text: 'ring khun Malee about the condo keys',
      want: [{ has: 'malee keys', people: ['Malee'] }],
    },
    {
      name: 'a relation after "from"',
      text: 'borrow the big pot from auntie Nomsa',
      want: [{ has: 'pot nomsa', people: ['Nomsa'] }],
    },
    {
      name: 'a small title inside brackets after a role',
      text: 'email the caretaker (pak Wayan) about the broken gate',
      want: [{ has: 'caretaker gate', people: ['Wayan'] }],
    },
    {
      name: 'a coach after "tell"',
      text: 'tell coach Brodie that Finn has a cold',
      want: [{ has: 'brodie finn', people: ['Brodie'] }],
    },
    // Round thirty-two: a chef, a doctor and the titles of address, written small.
    {
      name: 'a chef after "to"',
      text: 'send the allergy list to chef Matteo tonight',
      want: [{ has: 'allergy matteo', people: ['Matteo'] }],
    },
    {
      name: 'a doctor written out after a calling verb',
      text: 'ring doctor Osei about the scan results',
      want: [{ has: 'osei scan', people: ['Osei'] }],
    },
    {
      name: 'a teacher\'s "miss" after "ask"',
      text: 'ask miss Grant for the reading list',
      want: [{ has: 'grant reading', people: ['Grant'] }],
    },
    {
      name: '"miss" as a verb after "to" names nobody',
      text: 'tell Ana I have to miss Friday drinks',
      want: [{ has: 'ana drinks', people: ['Ana'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
