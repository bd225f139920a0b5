/**
 * Counts that look like dates (issue 12, dates): "the 3rd time this week" says how often, not when, and "to 30 days"
 * before a date is an amount, not an offset from it. Nor is a first, second or third with the thing it orders named
 * after it ("the 2nd instalment", "the 3rd complaint", "swap the 2nd fuse"), while "by the 1st" and "the 2nd as the
 * cut-off" are days. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a count of times in this week, month or year dates nothing',
    text: 'log a ticket for the flaky login test, 4th time this week\nfix the leaking tap in the bathroom, it dripped twice this month\nrenew the parking permit, fined three times this year',
    want: [
      { has: 'ticket flaky login', due: null },
      { has: 'leaking tap', due: null },
      { has: 'parking permit', due: null },
    ],
  },
  {
    name: 'this month still dates a task with no count before it; this week, a week with no day in it, dates none',
    text: 'make time this week to sort the loft\nsend the quarterly figures to Ola this month',
    want: [
      { has: 'sort loft', due: null },
      { has: 'quarterly figures', due: '2026-11-30' },
    ],
  },
  {
    name: 'an amount after "to" is not days before the date after it',
    text: "raise the log retention to 14 days before tonight's deploy\nsend the invites 3 days before the party on Saturday",
    want: [
      { has: 'log retention', due: '2026-11-24' },
      { has: 'invites', due: '2026-11-25' },
    ],
  },
  {
    name: 'two numbers with a dash after a word or a "#" are a range of things or hours, not a day',
    text: 'flush valves 3-5 on the cooling line tomorrow\nre-read chapters 2-4 before the seminar on Friday\nhelp at the jumble sale Saturday 9-1\nsend the parcel to unit #07-11',
    want: [
      { has: 'flush valves', due: '2026-11-25' },
      { has: 're-read chapters', due: '2026-11-27' },
      { has: 'jumble sale', due: '2026-11-28' },
      { has: 'send parcel', due: null },
    ],
  },
  {
    name: 'a day written with a dash still dates after a word that says when, or alone',
    text: 'the boiler service is due on 12-18\npay the nursery fees by 12-03\n12-09 collect the new glasses',
    want: [
      { has: 'boiler service', due: '2026-12-18' },
      { has: 'nursery fees', due: '2026-12-03' },
      { has: 'new glasses', due: '2026-12-09' },
    ],
  },
  {
    name: 'a shopping day that names a thing ("the Black Friday rota") dates nothing; said as when, it dates',
    text: 'print the Black Friday price labels\nexport the Cyber Monday order report for Femi\nadd two cashiers before the Black Friday rush\nopen the shop early on Black Friday',
    want: [
      { has: 'price labels', due: null },
      { has: 'order report', due: null },
      { has: 'two cashiers', due: '2026-11-27' },
      { has: 'open shop early', due: '2026-11-27' },
    ],
  },
  {
    name: 'a day inside a word joined by hyphens ("the no-Monday-meetings rule") names a thing, not a date',
    text: 'add the no-Monday-meetings rule to the team wiki by Thursday\nprint the no-Sunday-trading notice for the shop door',
    want: [
      { has: 'add no-monday-meetings rule', due: '2026-11-26' },
      { has: 'print no-sunday-trading notice', due: null },
    ],
  },
  {
    name: '"the 2nd keynote", "the 3rd dose", "the 4th sprint": an ordinal before a talk, a dose or a round of work is no date',
    text: 'email the organisers about the 2nd keynote\nbook Gran in for the 3rd dose\nplan the 4th sprint with Ines by the 30th',
    want: [
      { has: 'email organisers 2nd keynote', due: null },
      { has: 'book gran 3rd dose', due: null },
      { has: 'plan 4th sprint', due: '2026-11-30' },
    ],
  },
  {
    name: 'a first, second or third with the thing it orders after it is no day',
    text: 'pay the 2nd scaffolding deposit when the invoice lands\nthat is the 3rd complaint about the extractor fan, ring the landlord\nswap the 1st fuse in the garage board',
    want: [
      { has: 'scaffolding deposit', due: null },
      { has: 'ring landlord', due: null },
      { has: '1st fuse', due: null },
    ],
  },
  {
    name: 'guard: after a deadline word or before a word that is no thing it is still the day',
    text: 'send the rota by the 1st\nkeep the 2nd as the cut-off for the orders\nfile the claim on the 3rd please',
    want: [
      { has: 'send rota', due: '2026-12-01' },
      { has: 'cut-off', due: '2026-12-02' },
      { has: 'file claim', due: '2026-12-03' },
    ],
  },
];

describe('counts that are not dates', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
