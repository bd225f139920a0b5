/**
 * Round thirty-three, people on tasks: a name after a role of care or trade ("my charge nurse Rhonda", "the babysitter
 * Maile") is the person, as after "the plumber" or "our accountant". Sentences written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a name after a role of care or trade', () => {
  const rows: Row[] = [
    {
      name: 'a nurse, with words before the role',
      text: 'email my charge nurse Odalys about the night shift swap',
      want: [{ has: 'odalys shift', people: ['Odalys'] }],
    },
    {
      name: 'a babysitter',
      text: 'text the babysitter Maile that we are home by ten',
      want: [{ has: 'maile', people: ['Maile'] }],
    },
    {
      name: 'a photographer',
      text: 'send the photographer Tevita the shot list',
      want: [{ has: 'tevita shot list', people: ['Tevita'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
