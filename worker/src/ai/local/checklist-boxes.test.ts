/**
 * One box for every reader of a list item (bullets.ts `BOX`): an open box ("[ ]", "( )", "☐", "⬜") leaves the item a
 * task, a ticked one ("[x]", "☑️") closes it, a put-off one ("[-]", "❌") holds it; a dash after any open or put-off box
 * still closes or puts off the item. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a round open box takes the dash that closes its item, as a square one does',
    text: '( ) fix the gate latch - done Monday\n( ) clean the oven',
    want: [{ has: 'clean oven', title: 'Clean the oven' }],
  },
  {
    name: 'a white square box is an open box: the owner named after it is read as after a bullet',
    text: '⬜ Priya: book the meeting room\n⬜ Jonas - order the paint',
    want: [
      { has: 'book meeting room', people: ['Priya'] },
      { has: 'order paint', people: ['Jonas'] },
    ],
  },
  {
    name: 'a put-off box before an item whose dash says it was paid is done',
    text: '[-] pay the water bill — paid 22/11\n[ ] sand the decking',
    want: [{ has: 'sand decking', title: 'Sand the decking' }],
  },
  {
    name: 'a ballot box with a tick written as emoji ("☑️") is ticked',
    text: '☑️ book the flu jab\n☐ book the dentist',
    want: [{ has: 'book dentist', title: 'Book the dentist' }],
  },
  {
    name: 'a tick after an item that says how it was done ("✔ filed with the accountant yesterday", "✔ ya está") closes it',
    text: '- VAT return, submit by the 7th ✔ filed with the accountant yesterday\n- reservar el salón para el sábado ✔ ya está\n- renew the lease',
    want: [{ has: 'renew lease' }],
  },
];

describe('list boxes read one way everywhere', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
