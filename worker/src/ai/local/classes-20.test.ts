/**
 * Round twenty of the issue-12 failure classes: people on tasks in dictation and checklists — who is named however the
 * name is written, and no person where the word is a day, a place or a relation. Dumps written for these tests,
 * Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const NO_PERSON_IN_A_DATE: Row[] = [
  {
    name: 'a weekday or month written short ("by Weds 2nd", "by Thur") is no person; "ask Jan to…" still is',
    text: '- send the signed form by Weds 2nd\n- chase the quote by Thur\n- ask Jan to send the form by Weds',
    want: [
      { has: 'signed form', due: '2026-12-02', people: [] },
      { has: 'quote', due: '2026-11-26', people: [] },
      { has: 'jan form', due: '2026-11-25', people: ['Jan'] },
    ],
  },
];

describe('round twenty: a date is no person', () => {
  for (const row of NO_PERSON_IN_A_DATE) it(row.name, () => check(row));
});
