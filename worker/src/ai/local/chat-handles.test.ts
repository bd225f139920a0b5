/**
 * Pasted chats (issue 12, "pasted email/chat"): Slack and Discord head each message with the speaker's handle
 * ("tomas.r  09:40", "bea_k — Today at 8:02 AM"), and a user may say which handle is theirs ("I'm bea_k"). The
 * handles are the chat's speakers: the header lines are no tasks, and another speaker's promise is theirs. Chats
 * written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, expect, it } from 'vitest';
import { plainSpeakerLines } from './chat-lines.js';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'Discord handle lines are no tasks; the user named by handle keeps only their own promise',
    text: "#grant-draft (I'm bea_k)\n\nolu.b — Today at 8:02 AM\nbudget table is still empty\nbea_k — Today at 8:05 AM\nI'll fill in the budget table tonight\nolu.b — Today at 8:07 AM\nI'll write the impact section\nsam_t — Today at 8:10 AM\nI'll proofread the whole thing on Friday",
    want: [{ has: 'fill budget table', due: '2026-11-24', people: [] }],
  },
  {
    name: 'Slack handles: the request to the user, mentioned by handle, names the speaker who asked',
    text: "#front-desk (I'm ines.m)\ntomas.r  09:40\n@ines.m could you book the meeting room for Thursday?\nines.m  09:42\nsure\ntomas.r  09:43\nthanks!",
    want: [{ has: 'book meeting room', people: ['Tomas R'] }],
  },
  {
    name: 'one handle line alone is no chat (guard: the same before)',
    text: 'jo.k 10:15 standup moved\nrenew the parking permit',
    want: [{ has: 'renew parking permit' }],
  },
];

describe('a pasted chat headed by handles', () => {
  it.each(ROWS)('$name', check);
  it('a mail address holding a handle stays as written', () => {
    const text = 'ana.v  10:01\nhi\nben.t  10:02\nmail ana.v@lab.org';
    expect(plainSpeakerLines(text)).toContain('ana.v@lab.org');
  });
});
