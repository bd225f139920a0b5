/**
 * A note above a pasted message saying that the user sent it — in another language ("lo que le mandé al casero"), or
 * calling it their own mail ("my own status mail") — makes it the user's own, as "sent this to the landlord" does:
 * their promises are their tasks, and what they ask is the reader's. Messages written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'Spanish: "lo que le mandé"',
    text: 'lo que le mandé al casero esta mañana:\n\nHi Pedro,\n\nI will fix the gate latch on Saturday. Could you send me the spare key by Friday?\n\nSaludos,\nAna',
    want: [
      { has: 'fix gate latch', due: '2026-11-28', people: [] },
      { has: 'spare key', due: '2026-11-27', people: ['Pedro'] },
    ],
  },
  {
    name: '"my own … mail" above its headers',
    text: "keeping my own status mail here for the follow-ups\n\nFrom: Lotte Jansen <lotte@harbourit.example>\nTo: Kwame Mensah <kwame@harbourit.example>\nSubject: printer fleet\n\nHi Kwame,\n\nCould you swap the toner on floor 3 by Thursday? I'll order more paper tomorrow.\n\nThanks,\nLotte",
    want: [
      { has: 'swap toner floor', due: '2026-11-26', people: ['Kwame'] },
      { has: 'order paper', due: '2026-11-25', people: [] },
    ],
  },
];

describe('a note above a message saying the user sent it, in another language', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
