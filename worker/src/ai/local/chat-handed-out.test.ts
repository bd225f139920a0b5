/**
 * Pasted chats and notes (issue 12, "pasted email/chat"): a job handed out by name — "Leo you're on drinks" — is
 * that person's task, and a step said after it ("…then, get quotes by Friday") is what they do. Chats written for
 * these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Leo you\'re on snacks and the paper plates" is a task for Leo',
    text: "[10:01] Kate: Leo you're on snacks and the paper plates\n[10:02] Leo: 👍\n[10:03] Me: I'll bring the speaker",
    want: [
      { has: 'snacks paper plates', people: ['Leo'] },
      { has: 'bring speaker', people: [] },
    ],
  },
  {
    name: 'a relation hands the job out in a family chat',
    text: "[24/11/26, 8:01 am] Mum: Priya you're on the birthday cake and the candles\n[24/11/26, 8:03 am] Priya: 👍\n[24/11/26, 8:15 am] Dad: I've booked the table, all sorted",
    want: [{ has: 'birthday cake candles', people: ['Priya'] }],
  },
  {
    name: 'the step after the job handed out is the task, for the one it was handed to',
    text: "Jess: Tom, you're on the ferry tickets then, compare the two operators by Friday\nTom: fine",
    want: [{ has: 'compare operators', people: ['Tom'], due: '2026-11-27' }],
  },
  {
    name: '"you\'re on holiday" or "on call" hands out nothing',
    text: "Kate: Leo you're on call this weekend, right?\nLeo: yes\nKate: and Sam you're on holiday till Monday",
    want: [],
  },
  {
    name: '"yes please Mia, …" and "yep Mia please …": a go-ahead that names whom it asks is their task',
    text: '[10:01] Mia: I could ring the printers about the flyers?\n[10:02] me: yes please Mia, ring them before Friday\n[11:15] Jon: I can pick up the banner\n[11:16] me: yep Jon please grab the banner after lunch',
    want: [
      { has: 'ring', due: '2026-11-27', people: ['Mia'] },
      { has: 'grab banner', due: '2026-11-24', people: ['Jon'] },
    ],
  },
];

describe('a job handed out by name in a chat', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
