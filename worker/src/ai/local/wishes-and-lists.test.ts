/**
 * What is wished, waved off or said in a list's short form (issue 12, not-tasks, checklists and dates): a wish or a
 * hedge reaches over every verb joined to it, a plan the writer waves off at once ("but who am I kidding") is none, and
 * a list item "Call the bank: Monday" is the errand with its day; who a short note is with ("lunch w/ Sam", "Text Ana &
 * Bo"), a retro's look back, a day inside what a task tells someone, and dates as work lists write them. Written for these
 * tests, Tuesday 2026-11-24.
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
  {
    name: 'a short weekday ends an item ("dry cleaning sat", "call mum wed."), but "the sun" and "where we sat" are none',
    text: [
      '- pick up dry cleaning sat',
      '- call mum wed.',
      '- sit out in the sun',
      '- fix the bike Sun',
    ].join('\n'),
    want: [
      { has: 'dry cleaning', title: 'Pick up dry cleaning', due: '2026-11-28' },
      { has: 'call mum', title: 'Call mum', due: '2026-11-25' },
      { has: 'sit sun', title: 'Sit out in the sun', due: null },
      { has: 'fix bike', title: 'Fix the bike', due: '2026-11-29' },
    ],
  },
  {
    name: 'a short weekday labels a line before a dash or an arrow: "Thu - parents evening", "Fri -> drinks w/ team"',
    text: ['Thu - parents evening', 'Fri -> drinks w/ team', 'sat => tip run'].join('\n'),
    want: [
      { has: 'parents evening', title: 'Parents evening', due: '2026-11-26' },
      { has: 'drinks team', title: 'Drinks w/ team', due: '2026-11-27' },
      { has: 'tip run', title: 'Tip run', due: '2026-11-28' },
    ],
  },
  {
    name: 'an item with a remark in brackets that has its own verb is still an item; a holiday is nobody',
    text: [
      "- [ ] mum's bday present (her bday is the 9th)",
      '- book flights for Xmas',
      '- costume for Halloween',
    ].join('\n'),
    want: [
      { has: 'bday present', title: "Mum's bday present", due: '2026-12-09' },
      { has: 'book flights', title: 'Book flights', due: '2026-12-25', people: [] },
      { has: 'costume halloween', people: [] },
    ],
  },
  {
    name: '"w/" and "w" say with whom; after a word only people follow, "X & Y" is two people, elsewhere a firm',
    text: [
      'lunch w/ Sam fri',
      'coffee w Marta next week',
      'call with Hiroshi & Ana Tues 9am',
      'Text Ana & Bo the address',
      'call Davis & Shirtliff about the quote',
      'get Priya group the photos by date',
    ].join('\n'),
    want: [
      { has: 'lunch sam', due: '2026-11-27', people: ['Sam'] },
      { has: 'coffee marta', people: ['Marta'] },
      { has: 'call hiroshi ana', due: '2026-12-01', people: ['Hiroshi', 'Ana'] },
      { has: 'text ana bo', people: ['Ana', 'Bo'] },
      { has: 'call davis shirtliff', people: [] },
      // A business word written small ("group", "market") makes no firm of the name before it.
      { has: 'priya group photos', people: ['Priya'] },
    ],
  },
  {
    name: 'a retro\'s look back ("What went well:", "Kudos:") is said, not to do; its action items are',
    text: [
      'Retro notes 24/11',
      'What went well: release on time, good pairing',
      "What didn't: flaky e2e tests, too many meetings",
      'Kudos: Ana for the demo',
      'Actions:',
      '* Kai owns fixing the flaky tests — end of sprint',
      '* Ana owns the rollout plan',
      '* Lena will propose a no-meeting Wednesday',
      '* me → write up the incident timeline by tomorrow',
    ].join('\n'),
    want: [
      { has: 'fix flaky tests', people: ['Kai'] },
      { has: 'rollout plan', title: 'Rollout plan', people: ['Ana'] },
      { has: 'propose no-meeting wednesday', people: ['Lena'] },
      {
        has: 'write incident timeline',
        title: 'Write up the incident timeline',
        due: '2026-11-25',
        people: [],
      },
    ],
  },
  {
    name: 'a day inside what a task tells or asks someone is its content: no date for the tasks around it, nor for itself',
    text: [
      'first thing I gotta call Brenda about the field trip form and then remind Marcus that his dentist thing is Thursday at four',
      'get Dave to resend the invoice and ask Tom whether the van is free next Monday',
      'email Raj and tell him that the review is on Friday',
    ].join('\n'),
    want: [
      { has: 'call brenda', title: 'Call Brenda about the field trip form', due: null, people: ['Brenda'] },
      { has: 'remind marcus thursday', people: ['Marcus'] },
      { has: 'get dave resend invoice', due: null, people: ['Dave'] },
      { has: 'ask tom van next monday', due: null, people: ['Tom'] },
      { has: 'email raj', title: 'Email Raj', due: null, people: ['Raj'] },
      { has: 'tell raj review', due: null, people: ['Raj'] },
    ],
  },
  {
    name: 'dates written in work lists: "the day after tomorrow", "fortnight from today", "last working day of November", "month-end close"',
    text: [
      'pay credit card bill the day after tomorrow',
      'team offsite prep — fortnight from today',
      'month-end close: last working day of November',
      'year-end review - Dec 15',
      'submit payroll by the first working day of January',
    ].join('\n'),
    want: [
      { has: 'pay credit card', title: 'Pay credit card bill', due: '2026-11-26' },
      { has: 'offsite prep', due: '2026-12-08' },
      { has: 'month-end close', title: 'Month-end close', due: '2026-11-30' },
      { has: 'year-end review', title: 'Year-end review', due: '2026-12-15' },
      { has: 'submit payroll', due: '2027-01-01' },
    ],
  },
  {
    name: 'a checklist item\'s "@Name" at its end is who does it; "Chef Marco" is Marco; "@ 3pm" is a time',
    text: [
      '- [ ] order flowers @Sasha',
      '- [ ] taste menu with Chef Marco on Thurs',
      '- [ ] email the team @ 9am',
      '- [ ] call Jo Fri @ 3pm',
    ].join('\n'),
    want: [
      { has: 'order flowers', title: 'Order flowers', people: ['Sasha'] },
      { has: 'taste menu marco', due: '2026-11-26', people: ['Marco'] },
      { has: 'email team', title: 'Email the team', due: '2026-11-24' },
      { has: 'call jo', title: 'Call Jo', due: '2026-11-27', people: ['Jo'] },
    ],
  },
  {
    name: 'a relation given a job ("Mum to sort the table plan") is a task that keeps who, with no person named',
    text: 'Mum to sort table plan. My brother to bring chairs. Dad to book the restaurant by Friday.',
    want: [
      { has: 'mum sort table plan', title: 'Mum to sort table plan', people: [] },
      { has: 'brother bring chairs', people: [] },
      { has: 'dad book restaurant', due: '2026-11-27', people: [] },
    ],
  },
];

describe('wishes, waved-off plans and list items with a day', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
