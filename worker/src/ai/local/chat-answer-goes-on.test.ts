/**
 * An answer that takes a request on and goes on to another job: the request's task, and the other job a task of its
 * own ("I'll book it and order lunch for ten"). A second verb that goes on with the same job, naming it again by a
 * pronoun ("…and bring it to the office"), is no task of its own. Chats written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'taken on, then another job: both tasks',
    text: '[09:00] Ines: someone needs to book the meeting room for the audit\n[09:02] Me: I will book the room and order lunch for ten people\n[09:03] Ines: 🙏',
    want: [{ has: 'book meeting room' }, { has: 'order lunch' }],
  },
  {
    name: 'a favour to whoever reads, taken on, then another job: both tasks',
    text: 'Theo: could someone water the office plants on Friday?\nMe: I will water them on Friday and feed the fish\nTheo: legend',
    want: [{ has: 'water office plants' }, { has: 'feed fish' }],
  },
  {
    name: 'the same job again by a pronoun: one task (guard: the same before)',
    text: 'Ines: can you pick up the parcel from the post office?\nMe: I will pick it up at noon and bring it to the office\nInes: great',
    want: [{ has: 'pick parcel' }],
  },
];

describe('an answer that goes on to another job', () => {
  it.each(ROWS)('$name', check);
});
