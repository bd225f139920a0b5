/**
 * Round thirty-nine, notes whose writer says who they are in a bracket or a line of their own — "(me: Priti)", "(notes:
 * Petra)", "(minutes: me, Sanna)", "(I'm taking them — Elina)", "(我是 Mei-Lin)", "mine are the Tomas ones": an owner
 * line or a job under that name is the user's own, so the name is nobody else on the task; and a job the discussion
 * handed to that name is the one their action item says again. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"(me: Priti)" in the heading: "Priti: … send the quote to Omar" is the user\'s, with Omar',
    text: 'Lab meeting 24/11 — notes (me: Priti)\n\nActions\n- Priti: order the pipette tips, send the quote to Omar by Friday\n- Omar: calibrate the balance',
    want: [
      { has: 'order pipette tips', people: [] },
      { has: 'send quote omar', people: ['Omar'] },
      { has: 'calibrate balance', people: ['Omar'] },
    ],
  },
  {
    name: '"(minutes: me, Sanna)": "Sanna + Leo: tidy the store room" is the user\'s with Leo',
    text: 'Allotment committee, 22 Nov (minutes: me, Sanna)\nPresent: Leo, Sanna, Ruth\n\nTasks\n- Sanna + Leo: tidy the store room on Saturday\n- Ruth: renew the water contract',
    want: [
      { has: 'tidy store room', people: ['Leo'] },
      { has: 'renew water contract', people: ['Ruth'] },
    ],
  },
  {
    name: '"(notes: Petra)": "Petra: book the venue" names nobody',
    text: 'Choir planning call (notes: Petra)\n\nNext steps\n- Petra: book the venue for the carol night\n- Jonas: print the songbooks',
    want: [
      { has: 'book venue', people: [] },
      { has: 'print songbooks', people: ['Jonas'] },
    ],
  },
  {
    name: 'a last line "(我是 Mei-Lin)": "Mei-Lin: send the forecast to Raj" is the user\'s, with Raj',
    text: 'Weekly planning recap\nAction items\n• Mei-Lin: send the forecast to Raj before Friday\n• Raj: book the freight\n(我是 Mei-Lin)',
    want: [
      { has: 'send forecast raj', people: ['Raj'] },
      { has: 'book freight', people: ['Raj'] },
    ],
  },
  {
    name: '"mine are the Tomas ones" over a pasted summary: "Tomas and Ivy will draft the plan" is the user\'s with Ivy',
    text: 'pasting the call summary, mine are the Tomas ones\n\nNext steps\n• Tomas and Ivy will draft the rollout plan.\n• Ivy will book the training room.',
    want: [
      { has: 'draft rollout plan', people: ['Ivy'] },
      { has: 'book training room', people: ['Ivy'] },
    ],
  },
  {
    name: '"(I\'m taking them — Elina)": her job in the discussion and her action item are one task',
    text: "Parents' council — minutes (I'm taking them — Elina)\nPresent: Elina, Marko, Tiina\n\n1. Fees: Elina to send the parents a reminder about the unpaid fees this week. Marko will ask the bakery.\n\nActions\n- Elina: fees reminder to parents (this week)",
    want: [
      { has: 'ask bakery', people: ['Marko'] },
      { has: 'fees reminder', people: [] },
    ],
  },
];

describe('round thirty-nine: the writer who names themself in the notes', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
