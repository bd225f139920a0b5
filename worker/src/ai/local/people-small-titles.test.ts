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
  ];
  for (const row of rows) it(row.name, () => check(row));
});
