/**
 * Round twenty-six, people on tasks, from misses of four writers in the retired sets: a meeting said with whom, then,
 * after a comma, a dash or an arrow on the same line, what to bring or prepare for it. The one met is on the
 * preparation, which names nobody itself. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { metBefore } from './people.js';

describe('what to bring to a meeting is with whom the meeting is', () => {
  it.each([
    ['budget review w/ Dana, ', 'bring the Q3 numbers', 'Dana'],
    ['site walk with the surveyor (Kofi) - ', 'bring the defects list', 'Kofi'],
    ['el jueves reunión con Lucía por el contrato → ', 'preparar los papeles', 'Lucía'],
    ['1:1 with Tomasz: ', 'prep the promotion case', 'Tomasz'],
    // Not a preparation, no meeting, or two errands joined by "and": nobody.
    ['budget review w/ Dana, ', 'book the room', null],
    ['dentist on Friday, ', 'bring the insurance card', null],
    ['confirm the menu with Giulia and ', 'print the tasting cards', null],
    ['lunch menu with Giulia, ', 'print the tasting cards', null],
  ])('%s%s → %s', (earlier, clause, person) => {
    expect(metBefore(earlier, clause)).toBe(person);
  });

  const rows: Row[] = [
    {
      name: 'the preparation after a meeting with someone is theirs, the next line is not',
      text: '- Thursday: contract review with Ingrid, bring the signed NDA\n- renew the van insurance',
      want: [
        { has: 'nda', due: '2026-11-26', people: ['Ingrid'] },
        { has: 'insurance', people: [] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
