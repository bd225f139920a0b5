/**
 * Pasted chats (issue 12, "pasted email/chat"): chat apps show full names, three words long at times ("Mary Ann
 * Cole"), and mention them whole ("@Mary Ann can you…"). Chats written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a speaker with a three-word name is a speaker: their reminder, said done by another, is no task',
    text: '[08:30] Mary Ann Cole: heads up the parking permit renewal is due Monday\n[08:31] Raj Patel: I renewed it this morning\n[08:32] Me: thanks!',
    want: [],
  },
  {
    name: "a three-word speaker's request to the user is the user's task, without the speaker's name in it",
    text: '[09:00] Juan Carlos Ruiz: can you book the van for Saturday?\n[09:02] Me: yep',
    want: [{ has: 'book van', title: 'Book the van', due: '2026-11-28' }],
  },
  {
    name: 'a mention of a full name before the request names the whole of it',
    text: '[09:00] Me: @Mary Ann can you send the floor plan by Friday?\n[09:01] Mary Ann Cole: sure',
    want: [{ has: 'send floor plan', people: ['Mary Ann'], due: '2026-11-27' }],
  },
];

describe('full names in a pasted chat', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
