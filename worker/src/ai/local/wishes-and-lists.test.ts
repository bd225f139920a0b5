/**
 * What is wished, waved off or said in a list's short form (issue 12, not-tasks, checklists and dates): a wish or a
 * hedge reaches over every verb joined to it, a plan the writer waves off at once ("but who am I kidding") is none, and
 * a list item "Call the bank: Monday" is the errand with its day. Written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a wish or a hedge reaches over the verb joined to it by "and"; a done thing does not',
    text: [
      'someday I want to visit Japan and learn Japanese',
      'maybe I will sell the car and get a bike',
      "I'd love to redo the kitchen and build a deck one day",
      'already sent the invoice and chase Ken tomorrow',
    ].join('\n'),
    want: [{ has: 'chase ken', title: 'Chase Ken', due: '2026-11-25', people: ['Ken'] }],
  },
  {
    name: '"I\'d love to…" with a day and a concrete plan is still a to-do',
    text: "I'd love to get the deck done by Friday",
    want: [{ has: 'deck done', title: 'Get the deck done', due: '2026-11-27' }],
  },
  {
    name: 'a plan waved off at once is no task: "but who am I kidding", "let\'s be real", "part of me wants to…"',
    text: [
      'I really should start running again, but who am I kidding',
      "I keep thinking I should learn to code properly but let's be real",
      'part of me wants to quit and open a bakery lol',
      'need to renew the car insurance by Friday',
    ].join('\n'),
    want: [{ has: 'renew car insurance', due: '2026-11-27' }],
  },
  {
    name: 'a list item "errand: day" is the errand on that day, a label before a day stays a label',
    text: [
      '- Call the bank: Monday',
      '- Email Jo: Friday',
      '- Ping Sam: tomorrow',
      'Retro: in two weeks',
    ].join('\n'),
    want: [
      { has: 'call bank', title: 'Call the bank', due: '2026-11-30', people: [] },
      { has: 'email jo', title: 'Email Jo', due: '2026-11-27', people: ['Jo'] },
      { has: 'ping sam', title: 'Ping Sam', due: '2026-11-25', people: ['Sam'] },
    ],
  },
];

describe('wishes, waved-off plans and list items with a day', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
