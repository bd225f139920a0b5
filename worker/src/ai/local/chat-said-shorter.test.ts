/**
 * In a chat, the same verb on part of what was asked is the task asked, said shorter: "can someone check it against
 * the recording?" — "I'll check the figure tonight" dates the request's task; an echo in capitals ("CHARGE THE
 * BATTERIES" after "remind me to charge all the batteries") is no second task. Chats written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"I\'ll check the figure tonight" after "can someone check it against the recording?": one check, tonight',
    text: "Otis Ade — Today at 12:15\nLegal flagged the figure in my piece, can someone check it against the recording?\nMia Lee — Today at 12:20\nOtis, send me the recording please, I'll check the figure tonight\nOtis Ade — Today at 12:21\nok",
    want: [
      { has: 'check figure against recording', due: '2026-11-24' },
      { has: 'send recording', people: ['Otis'] },
    ],
  },
  {
    name: "an echo in capitals of the user's reminder is no second task",
    text: 'Lupe: can I borrow your tripod saturday?\nMe: yes of course. remind me to charge all the batteries friday\nLupe: jaja ok: CHARGE THE BATTERIES\nMe: 🙄',
    want: [{ has: 'tripod' }, { has: 'charge batteries', due: '2026-11-27' }],
  },
];

describe('a task asked in a chat, said again shorter', () => {
  it.each(ROWS)('$name', check);
});
