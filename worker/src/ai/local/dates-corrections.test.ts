/**
 * A day corrected after the task it dates (issue 12, dictation): "…, no wait, it's due on the 20th", "- no, Tuesday",
 * "…, actually do it Thursday" date the task over the day said before, which leaves its title; a "no" that corrects
 * no day ("no rush", "actually I'm away Monday") changes nothing. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a correction right after the day said with the task takes its place, in the date and the title',
    text: [
      "renew the car tax next Friday — no wait, it's due on the 12th",
      'clear the gutters this weekend, actually do it Thursday, storms on Saturday.',
      "hand in the timesheet before Friday, um no, it's due Wednesday",
    ].join('\n'),
    want: [
      { has: 'renew car tax', title: 'Renew the car tax', due: '2026-12-12' },
      { has: 'clear gutters', title: 'Clear the gutters', due: '2026-11-26' },
      { has: 'hand in timesheet', title: 'Hand in the timesheet', due: '2026-11-25' },
    ],
  },
  {
    name: 'a day said at once after the correction corrects a day said before the task ("Monday: … - no, Tuesday")',
    text: 'Monday: take the old paint tins to the tip - no, Tuesday, the tip shuts on Mondays.',
    want: [{ has: 'paint tins tip', due: '2026-12-01' }],
  },
  {
    name: 'a chain of corrections settles on the day after its last "so" ("… forget it, Friday works so Friday")',
    text: [
      "grab the paint from the hardware store Thursday they shut early Friday for the parade wait no that's next year forget it Friday works so Friday",
      'remind Theo to clear the garage before the guests arrive which ought to be like Wednesday as well I mean before Thursday so Wednesday yep and uh ring the plumber tomorrow',
    ].join('\n'),
    want: [
      { has: 'grab paint hardware store', due: '2026-11-27' },
      { has: 'remind theo clear garage', due: '2026-11-25' },
      { has: 'ring plumber', due: '2026-11-25' },
    ],
  },
  {
    name: 'a short reason ended by "so" may stand between the correction and the day ("wait no, …, so Tuesday")',
    text: "view the flat by the station, probably Monday, uh, wait no, Monday's my dentist appointment in town, so Wednesday",
    want: [{ has: 'view flat', title: 'View the flat by the station', due: '2026-11-25' }],
  },
  {
    name: 'a "no" or "actually" that corrects no day leaves the day said',
    text: [
      "book the dentist for Friday, actually I'm away Monday",
      'send the invoice to Lotte by Friday, no rush',
    ].join('\n'),
    want: [
      { has: 'book dentist', due: '2026-11-27' },
      { has: 'send invoice', due: '2026-11-27' },
    ],
  },
  {
    name: '"make it <day>" / "make that <day>" after a reason gives the task before it its new day and is no task of its own',
    text: [
      'book the boiler service on Saturday — hmm, the engineer is off Saturdays, make it Thursday.',
      'order the flowers for the 4th, the florist is swamped that day so make it the 3rd',
      'ring the piano tuner Monday, hmm, the kids are home Mondays, make that Wednesday',
    ].join('\n'),
    want: [
      { has: 'book boiler service', due: '2026-11-26' },
      { has: 'order flowers', due: '2026-12-03' },
      { has: 'ring piano tuner', due: '2026-11-25' },
    ],
  },
  {
    name: '"make it" with more than a day after it is still an action ("make it to the bank by Friday")',
    text: 'make it to the bank by Friday',
    want: [{ has: 'make bank', due: '2026-11-27' }],
  },
];

describe('a day corrected after its task', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
