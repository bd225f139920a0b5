/**
 * Dictation (issue 12): a speaker often opens a plan with when or for what it is before "I need to…" — "after my
 * shift", "when I get back to the depot", "reminder for me", "for the café". That opening is no task of its own and no
 * part of the title: the plan starts at the pronoun. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a time said as "after my …" before the plan',
    text: 'after my shift I gotta renew my first aid certificate',
    want: [{ has: 'renew first aid certificate', title: 'Renew my first aid certificate' }],
  },
  {
    name: 'a "when …" clause before the plan',
    text: 'when I get back to the depot I need to refuel the van',
    want: [{ has: 'refuel van', title: 'Refuel the van' }],
  },
  {
    name: 'a "when …" clause after the day the plan is for keeps the day',
    text: 'by Friday when the painter comes I need to choose the paint colour',
    want: [{ has: 'choose paint colour', title: 'Choose the paint colour', due: '2026-11-27' }],
  },
  {
    name: '"reminder for me" before the plan is only a label',
    text: 'reminder for me I need to post the returns parcel',
    want: [{ has: 'post returns parcel', title: 'Post the returns parcel' }],
  },
  {
    name: 'a purpose with an accented word before the plan',
    text: 'for the café I need to order more oat milk',
    want: [{ has: 'order oat milk' }],
  },
  {
    name: "a day said between the purpose and the plan stays the plan's day",
    text: 'ok so for the quiz tomorrow night we need to recount the raffle tickets',
    want: [{ has: 'recount raffle tickets', due: '2026-11-25' }],
  },
  {
    name: 'a time taken back with "I mean" before the plan',
    text: 'today I mean when I wake up I need to phone Medirite about my own test results',
    want: [{ has: 'phone medirite test results', due: '2026-11-24' }],
  },
  {
    name: 'the hesitation "em" before the plan',
    text: 'right so em I need to ring Tane from payroll about my leave',
    want: [{ has: 'ring tane payroll leave', people: ['Tane'] }],
  },
];

describe('dictation: what opens a plan before "I need to"', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
