/**
 * Dictation (issue 12): the words a speaker says between two thoughts — "what else", looking for the next thing — end
 * the thought before them, so neither the words nor what follows them reach the task said before. A question that
 * asks what else stays as said. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"and what else" after a task is in no title; the task after the hesitation keeps its own day',
    text: 'book the dentist for friday and what else uh pay the water bill today',
    want: [
      { has: 'book dentist', title: 'Book the dentist', due: '2026-11-27' },
      { has: 'pay water bill', title: 'Pay the water bill', due: '2026-11-24' },
    ],
  },
  {
    name: 'a statement after "what else" belongs to the task after it, which takes no day from the one before',
    text: 'renew the parking permit it runs out next week and what else ugh the gutters are full again ask Tomasz to clear them',
    want: [
      { has: 'renew parking permit', title: 'Renew the parking permit', due: '2026-12-04' },
      { has: 'ask tomasz clear gutters', due: null, people: ['Tomasz'] },
    ],
  },
  {
    name: '"sorry what else oh yeah" between two errands splits them',
    text: "call the vet about Rex's jab sorry what else oh yeah buy printer ink",
    want: [
      { has: 'call vet jab', title: "Call the vet about Rex's jab" },
      { has: 'buy printer ink', title: 'Buy printer ink' },
    ],
  },
  {
    name: 'a question about what else is needed is no break',
    text: 'ask Lena what else we need for the picnic',
    want: [{ has: 'ask lena what else need picnic', people: ['Lena'] }],
  },
];

describe('dictation: "what else" between two thoughts', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
