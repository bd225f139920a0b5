/**
 * Pasted chats: an answer that takes someone along ("I'll take her") takes whoever's appointment the messages before
 * named, to it, on its day; a relation is nobody on the task, a person by name is. Chats written for these tests, Tuesday 2026-11-24
 * UTC.
 */
import { describe, expect, it } from 'vitest';
import { escortedTo } from './chat-escorts.js';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Grandad\'s hearing test" — "I\'ll drive him": to the hearing test, nobody on the task',
    text: "[09:02] Lena: Grandad's hearing test is on Friday at 11, I'm at work\n[09:05] Me: I'll drive him",
    want: [
      {
        has: 'drive grandad hearing test',
        title: 'Drive Grandad to the hearing test',
        due: '2026-11-27',
        people: [],
      },
    ],
  },
  {
    name: '"Noor\'s dentist appt" then "who\'s taking her?" — "I\'ll take her": to the dentist appt, with Noor',
    text: "[18:10] Sami: Noor's dentist appt is Thursday 4pm. Who's taking her?\n[18:12] Me: I'll take her",
    want: [{ has: 'take noor dentist appt', due: '2026-11-26', people: ['Noor'] }],
  },
  {
    name: 'the appointment kept as a task ("don\'t forget …") is the one the answer takes someone to: one task',
    text: "[19:02] Mum: don't forget Grandpa's physio appointment on Thursday. Who's driving him?\n[19:04] Jonah: I'm away\n[19:05] Me: I'll drive him",
    want: [
      {
        has: 'drive grandpa physio',
        title: 'Drive Grandpa to the physio appointment',
        due: '2026-11-26',
        people: [],
      },
    ],
  },
];

describe('whom an answer takes along, and where', () => {
  it.each(ROWS)('$name', check);
  it.each([
    ['take her', "Ava's orthodontist is Dec 2", 'Take Ava to the orthodontist'],
    ['drive him.', "my dad's eye test moved to Monday", 'Drive my dad to the eye test'],
    // Guards: a thing taken, or no appointment named.
    ['take it', "Ava's orthodontist is Dec 2", null],
    ['take her', 'the car is at the garage', null],
  ])('%s after "%s"', (phrase, before, title) => {
    expect(escortedTo(phrase, before)?.title ?? null).toBe(title);
  });
});
