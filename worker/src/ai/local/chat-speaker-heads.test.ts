/**
 * A chat's speaker heads in any short name-like shape — a title with its dot, a surname with its particle, a role or
 * a time in brackets, the message on the line below — are read as the chat's speakers when the heads take turns:
 * what another speaker asks is the user's task with them on it. Chats written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a title with its dot: "Dr. Abara:" asks, so the task has Abara on it',
    text: 'Dr. Abara: the poster draft looks good\nMe: thanks!\nDr. Abara: could you print two copies for the symposium by Thursday?\nMe: will do\nDr. Abara: great',
    want: [{ has: 'print copies', due: '2026-11-26', people: ['Abara'] }],
  },
  {
    name: 'the head alone on its line, the message below it',
    text: 'Mirela (kitchen job):\nMorning! Could you quote for a new splashback too?\nMe:\nSure, I will send it over tomorrow\nMirela (kitchen job):\nLovely, thanks\nMe:\nNo worries',
    want: [{ has: 'quote splashback', people: ['Mirela'] }],
  },
  {
    name: 'a surname with its particle and a time in brackets',
    text: 'Joost van Dam (09:10): the pallet wrapper is down again\nMe (09:12): ok\nJoost van Dam (09:13): can you call the service line before noon?\nMe (09:14): yes\nJoost van Dam (09:15): 👍',
    want: [{ has: 'call service line', people: ['Joost'] }],
  },
  {
    name: 'headings that do not take turns stay headings (guard: the same before)',
    text: 'Monday:\nbook the dentist\nTuesday:\ncall the bank',
    want: [{ has: 'book dentist' }, { has: 'call bank' }],
  },
];

describe('a chat speaker head of any short shape', () => {
  it.each(ROWS)('$name', check);
});
