/**
 * Round thirty-three, people on tasks: what one gets ready for a meeting is with whom the meeting is — where it is held
 * too ("dinner with Nikos on Saturday, reserve somewhere"), and a longer meeting ("call with Priya from Greene Bakery
 * about their payroll, prep questions"). Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('getting ready for a meeting with someone', () => {
  const rows: Row[] = [
    {
      name: 'reserve a place for a dinner',
      text: 'dinner with Anouk next Friday, reserve somewhere quiet',
      want: [{ has: 'reserve', people: ['Anouk'] }],
    },
    {
      name: 'book the place for a lunch, a title before the name',
      text: 'lunch w/ Dr. Yamada tomorrow 13:00 — book the noodle place',
      want: [{ has: 'noodle place', people: ['Yamada'] }],
    },
    {
      name: 'prep for a call said at length',
      text: 'Thursday call with Oksana from the Riverside Dental Group about their rota, prep questions beforehand',
      want: [{ has: 'prep questions', people: ['Oksana'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
