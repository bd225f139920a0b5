/**
 * A custom tag for an area that Family's words name too (issue 12): the school of a "PTA", a "Classroom" or a "School"
 * tag, the parents a teacher writes to. Such a word is that tag's as much as Family's, and equal evidence goes to the
 * user's own tag. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a PTA's list: the school hall is the PTA's",
    text: '- price the raffle prizes for the PTA fair\n- ask the caretaker whether the school hall is free on the 5th',
    extra: ['PTA'],
    want: [
      { has: 'raffle', tag: 'PTA' },
      { has: 'hall', tag: 'PTA' },
    ],
  },
  {
    name: "a teacher's list: the school's minibus is the Classroom tag's",
    text: 'Grade the year 8 quizzes tonight. Book the school minibus for the museum visit.',
    extra: ['Classroom'],
    want: [
      { has: 'quizzes', tag: 'Classroom' },
      { has: 'minibus', tag: 'Classroom' },
    ],
  },
  {
    name: 'with no such tag the school is still the family’s',
    text: 'Book the school minibus for the museum visit.',
    extra: ['Choir'],
    want: [{ has: 'minibus', tag: 'Family' }],
  },
  {
    name: 'a Kids tag does not take the writer’s mother',
    text: 'Call mum about Sunday lunch.',
    extra: ['Kids'],
    want: [{ has: 'mum', tag: 'Family' }],
  },
];

describe('a custom tag takes the Family words that name its area', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
