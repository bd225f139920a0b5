/**
 * Round forty-one, minutes by agenda point: a numbered point with no verb ("3. Safeguarding", "2. Matters arising")
 * whose next line is its body — prose, or items of another mark — names that body and is no task. A numbered item
 * that says what to do, one with a day, or one followed by the next numbered item stays what it was. Notes written for
 * these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'points over prose name their paragraph; the job in it stays',
    text: 'Allotment society committee, minutes\n\n1. Plots\nThe trough by plot 9 leaks again. I will ring the council about a new valve on Friday.\n\n2. Any other business\nNothing raised.',
    want: [{ has: 'ring council valve', due: '2026-11-27' }],
  },
  {
    name: 'a point over dash items heads them; the item that hands out a job stays',
    text: 'Choir meeting notes\n1. Concerts\n- the carol service went well\n- I need to order the programmes by Monday\n2. Finance\n- subs are up to date',
    want: [{ has: 'order programmes', due: '2026-11-30' }],
  },
  {
    name: 'a numbered to-do list of bare things stays a list of tasks',
    text: 'To do this week\n1. car insurance renewal\n2. dentist appointment for Mia\n3. tax return',
    want: [{ has: 'car insurance' }, { has: 'dentist', people: ['Mia'] }, { has: 'tax return' }],
  },
  {
    name: 'a numbered item that says its job after a dash stays a task over the line after it',
    text: 'Punch list\n1. tile grout - reseal by Thursday\nalso\n- call the landlord about the boiler',
    want: [{ has: 'reseal grout', due: '2026-11-26' }, { has: 'call landlord boiler' }],
  },
];

describe('round forty-one: numbered agenda points over their body', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
