/**
 * Round twenty-seven, people on tasks: a giving verb with a person and then the thing, no "the" between ("send Aditi
 * comments", "give Tom feedback") named nobody unless the lexicon listed the first name and a determiner followed.
 * A person the lexicon lacks counts when a thing one sends follows. Sentences written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { findPeople } from './people.js';

describe('whom a thing is given to, with no determiner before the thing', () => {
  it.each([
    ['send Oyelaran comments on the grant draft', ['Oyelaran']],
    ['give Priya notes from the site visit', ['Priya']],
    ['email Keshia photos of the damp patch', ['Keshia']],
    ['send Thuy signed timesheets before payroll', ['Thuy']],
    ['show Radhika revised drawings tomorrow', ['Radhika']],
    // A product or a day before the thing is nobody.
    ['send Stripe invoices to accounts', []],
    ['send Monday notes to the group', []],
    ['send Jira tickets to triage', []],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });

  const rows: Row[] = [
    {
      name: 'a checklist item that gives a student feedback',
      text: 'this week\n- mark the lab reports\n- send Oyelaran edits on the methods chapter by Thursday',
      want: [
        { has: 'lab reports', people: [] },
        { has: 'methods chapter', due: '2026-11-26', people: ['Oyelaran'] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
