/**
 * What a title keeps (issue 12, checklists and dictation): what happens if a task is not done ("…or they'll add a late
 * fee") is no part of its title and no task of its own; a short label before a colon ("gym:", "MOT:") is the thing a
 * bare verb acts on. Written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "the occasion a gift is for follows the errand, without the errand's full stop",
    text: "Mum's birthday on the 14th - order flowers. Dad's retirement do is on the 12th, get a card.",
    want: [
      { has: 'flowers', title: "Order flowers for Mum's birthday", due: '2026-12-14' },
      { has: 'card', title: "Get a card for Dad's retirement do", due: '2026-12-12' },
    ],
  },
  {
    name: 'the consequence of not doing it is neither in the title nor a task: "or they\'ll…", "or else we…", "otherwise…"',
    text: [
      "pay the invoice or they'll add a late fee",
      'send the form today or else we lose the slot',
      'renew the domain otherwise the site goes down',
      'call Sam or Priya about the rota',
    ].join('\n'),
    want: [
      { has: 'pay invoice', title: 'Pay the invoice', due: null },
      { has: 'send form', title: 'Send the form', due: '2026-11-24' },
      { has: 'renew domain', title: 'Renew the domain' },
      { has: 'call sam priya rota', people: ['Sam', 'Priya'] },
    ],
  },
  {
    name: 'a short label is the thing a bare verb after it acts on: "gym: cancel before the 1st", "MOT: book by Friday"',
    text: [
      '- gym: cancel before the 1st or they charge another month',
      '- MOT: book by Friday',
      '- vet: ring tomorrow',
    ].join('\n'),
    want: [
      { has: 'cancel gym', title: 'Cancel gym', due: '2026-12-01' },
      { has: 'book mot', title: 'Book MOT', due: '2026-11-27' },
      { has: 'ring vet', title: 'Ring vet', due: '2026-11-25' },
    ],
  },
  {
    name: 'a comma\'s "done" before the deadline ("…, done by Friday") goes with the date; "get it done by" keeps its "done"',
    text: [
      '- mend the garden gate, done by Thursday',
      '- clear the loft, finished before Sunday',
      '- get the tax return done by Friday',
    ].join('\n'),
    want: [
      { has: 'mend gate', title: 'Mend the garden gate', due: '2026-11-26' },
      { has: 'clear loft', title: 'Clear the loft', due: '2026-11-29' },
      { has: 'tax return done', title: 'Get the tax return done', due: '2026-11-27' },
    ],
  },
];

describe('what titles keep', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
