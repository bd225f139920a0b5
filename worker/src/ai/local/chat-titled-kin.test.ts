/**
 * Pasted chats (issue 12, "pasted email/chat"): family chats name their speakers with a relation's title before the
 * name ("Tita Marites:", "Kuya Rey:", "Auntie Lani:"). Such a line is a speaker's message like any other: their own
 * promise is theirs, their request is the user's with them on it. Chats written for these tests, Tuesday 2026-11-24
 * in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a titled relation's request names them; another titled relation's promise is theirs",
    text: '[24/11/26, 08:01] Tita Marites: good morning! reunion is on the 20th\n[24/11/26, 08:03] Kuya Rey: I will book the videoke machine\n[24/11/26, 08:05] Me: nice\n[24/11/26, 08:06] Tita Marites: pls send your 2,000 share to my GCash by Friday ha\n[24/11/26, 08:07] Me: ok po',
    want: [{ has: 'send 2,000 share', due: '2026-11-27', people: ['Tita Marites'] }],
  },
  {
    name: 'a title that is an office, not a relation, is left as it was (guard: the same before)',
    text: '[24/11/26, 08:01] Coach Dan: training moved to 6pm\n[24/11/26, 08:02] Me: ok\n[24/11/26, 08:03] Coach Dan: bring the cones on Thursday\n[24/11/26, 08:04] Me: will do',
    want: [{ has: 'bring cones', due: '2026-11-26' }],
  },
];

describe('a chat speaker named with a relation title', () => {
  it.each(ROWS)('$name', check);
});
