/**
 * Dates named after holidays and what a title keeps (issue 12, dates and dictation): a weekend named by what happens
 * on it is not this weekend; Easter and the days named after it; "before thanksgiving weekend" is read whole; a verb's
 * particle ("hand the form in") stays in its title; a lone "check" checks what the writer doubts, or is no task.
 * Written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a weekend named by what happens on it is not this weekend; "the weekend" and "clean gutters weekend" are, a span with no day',
    text: [
      'book flights for easter weekend',
      'fix the fence over the bank holiday weekend',
      'book the cottage for the long weekend',
      'sort the tent for race weekend',
      'finish the report over the weekend',
      '- [ ] clean gutters weekend',
    ].join('\n'),
    want: [
      { has: 'book flights', title: 'Book flights', due: '2027-03-26' },
      { has: 'fix fence bank holiday weekend', due: null },
      { has: 'book cottage long weekend', due: null },
      { has: 'sort tent race weekend', due: null },
      { has: 'finish report', title: 'Finish the report', due: null },
      { has: 'clean gutters', due: null },
    ],
  },
  {
    name: '"the cabin weekend", "the Leeds weekend": a weekend named by any word after "the" is that event, not this weekend (a span with no day either way)',
    text: 'ring Tomás about the cabin weekend, he needs an answer by tonight\nbook the hotel for the Leeds weekend\nmow the lawn over the coming weekend',
    want: [
      { has: 'ring tomás cabin weekend', due: '2026-11-24' },
      { has: 'book hotel leeds weekend', due: null },
      { has: 'mow lawn', due: null },
    ],
  },
  {
    name: 'Easter Sunday, Good Friday and Easter Monday by the Gregorian reckoning; an Easter egg hunt is no date',
    text: [
      'order the lamb for Easter',
      'pay the nanny before good friday',
      'hand in the form by Easter Monday',
      'buy prizes for the easter egg hunt',
    ].join('\n'),
    want: [
      { has: 'order lamb', title: 'Order the lamb', due: '2027-03-28' },
      { has: 'pay nanny', due: '2027-03-26' },
      { has: 'hand in form', due: '2027-03-29' },
      { has: 'buy prizes easter egg hunt', due: null },
    ],
  },
  {
    name: '"before thanksgiving weekend" is one date phrase, gone whole from the title; the phrasal verb keeps its "on"',
    timeZone: 'America/Chicago',
    text: 'need to get the snow tires put on before thanksgiving weekend',
    want: [{ has: 'snow tires', title: 'Get the snow tires put on', due: '2026-11-26' }],
  },
  {
    name: 'a particle after the thing stays: "hand the form in", "fill the form in", "log in"; "book that in" reads "Book in …"',
    text: [
      'hand the form in by Friday',
      'fill the form in before Monday',
      'send the form in tomorrow',
      'log in on Friday and check the payroll',
      'The boiler service is due a week on Friday so book that in',
    ].join('\n'),
    want: [
      { has: 'hand', title: 'Hand the form in', due: '2026-11-27' },
      { has: 'fill', title: 'Fill the form in', due: '2026-11-30' },
      { has: 'send', title: 'Send the form in', due: '2026-11-25' },
      { has: 'log', title: 'Log in', due: '2026-11-27' },
      { has: 'payroll', title: 'Check the payroll', due: '2026-11-27' },
      { has: 'book', title: 'Book in the boiler service', due: '2026-12-04' },
    ],
  },
  {
    name: 'a lone "check" checks the doubt beside it or just before it, and is no task after a plain statement',
    text: [
      'I think I already paid the water bill? check.',
      'Not sure if I locked the shed, check tomorrow.',
      'Is the boiler service booked? Double-check.',
      'Sent the invoice. Check.',
      'Oil level? check',
    ].join('\n'),
    want: [
      { has: 'check', title: 'Check whether I already paid the water bill', due: null },
      { has: 'check', title: 'Check whether I locked the shed', due: '2026-11-25' },
      { has: 'double-check', title: 'Double-check: is the boiler service booked', due: null },
      { has: 'check oil level', title: 'Check oil level' },
    ],
  },
];

describe('holidays and checks', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
