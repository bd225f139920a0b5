/**
 * "This week" is a span with no day in it (issue 12, dates): like "next month" it gives no due date, and its words stay
 * in the task's description. A deadline inside the week still dates ("by the end of the week" is Friday), and so does
 * the weekend. "This year" is no day either (the end of the year is). Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"this week", "sometime this week", "later this week" and "for this week" give no day',
    text: [
      'get a quote for the gutter repair this week',
      'email the choir about the new robes sometime this week',
      'ring the garage about the clutch later this week',
      'Jobs for this week:',
      '- descale the kettle',
    ].join('\n'),
    want: [
      { has: 'quote gutter', due: null, description: 'this week' },
      { has: 'email choir robes', due: null, description: 'sometime this week' },
      { has: 'ring garage clutch', due: null, description: 'later this week' },
      { has: 'descale kettle', due: null },
    ],
  },
  {
    name: 'the same week in another language gives no day either',
    text: 'renew the gym pass diese Woche\nbook the eye test for Dadi is hafte',
    want: [
      { has: 'renew gym pass', due: null },
      { has: 'book eye test', due: null },
    ],
  },
  {
    name: 'a deadline inside the week still dates, and so does the weekend',
    text: [
      'send the grant report by the end of the week',
      'finish the timesheets before the end of the week',
      'return the library books end of this week',
      'clean the barbecue this weekend',
      'send Jonas the rota bis Ende der Woche',
    ].join('\n'),
    want: [
      { has: 'send grant report', due: '2026-11-27' },
      { has: 'finish timesheets', due: '2026-11-27' },
      { has: 'return library books', due: '2026-11-27' },
      { has: 'clean barbecue', due: '2026-11-28' },
      { has: 'send jonas rota', due: '2026-11-27' },
    ],
  },
  {
    name: 'an hour with no day under a "this week" heading is today, not the week\'s Friday',
    text: 'this week is a mess:\n- email the signed quote to Paolo by EOD\n- book the van before 3pm',
    want: [
      { has: 'email signed quote', due: '2026-11-24' },
      { has: 'book van', due: '2026-11-24' },
    ],
  },
  {
    name: '"this year" gives no day either; the end of the year still does',
    text: [
      'Granny wants to know if we are doing Boxing Day at ours this year, ring her about it',
      'book the boiler service this year',
      'file the expenses by the end of the year',
    ].join('\n'),
    want: [
      { has: 'ring', due: null },
      { has: 'boiler service', due: null },
      { has: 'file expenses', due: '2026-12-31' },
    ],
  },
];

describe('this week, a span with no day in it', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
