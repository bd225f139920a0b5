/**
 * Pasted chats (issue 12, "pasted email/chat"): a chat copied without time stamps whose handles are written small
 * ("kit: …", "juno: …", "me: …"), as Discord and Slack show them. Chats written for these tests, Tuesday 2026-11-24
 * in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "the user's answer naming the thing asked dates that request, not a second task",
    text: "kit: the pitch is on Friday\njuno: I'll do the slides\nkit: can you print the handouts? and book the big meeting room for a run-through\nme: sure, I'll book the room tomorrow",
    want: [{ has: 'print handouts' }, { has: 'book big meeting room run-through', due: '2026-11-25' }],
  },
  {
    name: 'a note to self with small labels is no chat',
    text: 'todo: renew the car tax\nnote: the garage shuts at 5\nme: call the garage tomorrow',
    want: [{ has: 'renew car tax' }, { has: 'call garage', due: '2026-11-25' }],
  },
];

describe('a pasted chat with handles written small', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
