/**
 * "This week" is a span with no day in it (issue 12, dates): like "next month" it gives no due date, and its words stay
 * in the task's description. A deadline inside the week still dates ("by the end of the week" is Friday). The weekend
 * is a span too ("this weekend", "over the weekend", "at the weekend", "by the weekend", a "Weekend:" list); "before the
 * weekend" is Friday. "This year" is no day either (the end of the year is). Dumps written for these tests, Tuesday
 * 2026-11-24.
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
    name: 'a deadline inside the week still dates',
    text: [
      'send the grant report by the end of the week',
      'finish the timesheets before the end of the week',
      'return the library books end of this week',
      'send Jonas the rota bis Ende der Woche',
    ].join('\n'),
    want: [
      { has: 'send grant report', due: '2026-11-27' },
      { has: 'finish timesheets', due: '2026-11-27' },
      { has: 'return library books', due: '2026-11-27' },
      { has: 'send jonas rota', due: '2026-11-27' },
    ],
  },
  {
    name: 'the weekend is a span too: "this weekend", "over/at/on the weekend", "sometime this wknd", "by the weekend" give no day',
    text: [
      'regrout the shower this weekend',
      'sand the old bookcase over the weekend',
      'visit Grandad at the weekend',
      'repot the fig on the weekend',
      'sort the loft sometime this wknd',
      'return the drill to Ollie by the weekend',
      'rake the leaves over the coming weekend',
    ].join('\n'),
    want: [
      { has: 'regrout shower', due: null, description: 'this weekend' },
      { has: 'sand bookcase', due: null, description: 'over the weekend' },
      { has: 'visit grandad', due: null, description: 'at the weekend' },
      { has: 'repot fig', due: null, description: 'on the weekend' },
      { has: 'sort loft', due: null, description: 'sometime this wknd' },
      { has: 'return drill ollie', due: null, description: 'by the weekend' },
      { has: 'rake leaves', due: null, description: 'over the coming weekend' },
    ],
  },
  {
    name: 'jobs sharing a weekend, or listed under "Weekend:", take no day from it',
    text: 'this weekend descale the shower head and bleed the radiators\nWeekend:\n- patch the fence\n- wash the dog',
    want: [
      { has: 'descale shower head', due: null },
      { has: 'bleed radiators', due: null },
      { has: 'patch fence', due: null },
      { has: 'wash dog', due: null },
    ],
  },
  {
    name: 'a day at the edge of a weekend still dates: before it is Friday, after it Monday; "next weekend" is the next one',
    text: [
      'drop the hire van back before the weekend',
      'chase the roofer after the weekend',
      'book the cabin for next weekend',
      'print the photos this weekend or next',
    ].join('\n'),
    want: [
      { has: 'drop hire van', due: '2026-11-27' },
      { has: 'chase roofer', due: '2026-11-30' },
      { has: 'book cabin', due: '2026-12-05' },
      { has: 'print photos', due: '2026-12-05' },
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
