/**
 * A day inside what a message asks or tells (issue 12, dates): "ask Noor if she can lend us the gazebo on the 14th",
 * "remind Tomasz that the boiler check is the 2nd", "text Coach Bell that Ada can't make Friday" — the day belongs to
 * the thing asked about, not to the asking, so the task keeps the words and gets no date, nor borrows one. A deadline
 * or a day said as now is when to ask ("let me know by Friday", "check it with him today"), and a deadline passed on
 * is one ("remind Ana the form is due on the 4th"). The content needs no "that": "tell Ines the club moved to Wednesday",
 * "phone the school to say he's off till Friday". Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'an asked favour on a day: the day stays in the question, the task gets no date',
    text: 'ask Noor if she can lend us the gazebo on the 14th\ncheck whether the sports hall is free Saturday for the tournament',
    want: [
      { has: 'ask noor gazebo 14th', due: null },
      { has: 'sports hall free saturday', due: null },
    ],
  },
  {
    name: 'news a reminder passes on: no date',
    text: 'remind Tomasz that the boiler check is the 2nd\ntell the choir that the concert moved to Thursday',
    want: [
      { has: 'remind tomasz boiler check', due: null, people: ['Tomasz'] },
      { has: 'tell choir concert', due: null },
    ],
  },
  {
    name: 'a deadline or a day said as now is when to ask; a deadline passed on still dates',
    text: [
      'ask the landlord if the rent goes up, and let me know by Friday',
      'check it with Piotr today whether the van is booked',
      'remind Ana that the visa form is due on the 4th',
    ].join('\n'),
    want: [
      { has: 'ask landlord rent', due: '2026-11-27' },
      { has: 'check piotr', due: '2026-11-24' },
      { has: 'remind ana visa form', due: '2026-12-04' },
    ],
  },
  {
    name: 'a text or an email that passes news on: the day is the news, no date',
    text: "text Coach Bell that Ada can't make training on Friday\nemail the school office that Leo has the dentist on the 9th",
    want: [
      { has: 'text coach bell training friday', due: null },
      { has: 'email school office leo dentist', due: null },
    ],
  },
  {
    name: 'news passed on with no "that", or a call made to say it: the day is the news, no date',
    text: [
      'tell Ines the book club moved to Wednesday',
      'remind the crew the scaffold inspection is on the 3rd',
      "let Gran know we'll be over on Sunday",
      "phone the garage to say Dad's van comes in on Monday",
    ].join('\n'),
    want: [
      { has: 'tell ines book club', due: null },
      { has: 'remind crew scaffold', due: null },
      { has: 'gran sunday', due: null },
      { has: 'phone garage van', due: null },
    ],
  },
  {
    name: 'guard: a task handed over, a deadline passed on with no "that", or a day after the news, keeps its day',
    text: [
      'tell Omar to send the quotes by Friday',
      'remind Bea her permit renewal is due on the 8th',
      'tell Yusuf the viewing is 4pm, today before lunch pls',
    ].join('\n'),
    want: [
      { has: 'omar quotes', due: '2026-11-27' },
      { has: 'remind bea permit', due: '2026-12-08' },
      { has: 'tell yusuf viewing', due: '2026-11-24' },
    ],
  },
];

describe('dates: a day inside what a message asks or tells', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
