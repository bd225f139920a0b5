/**
 * Pasted chats (issue 12, "pasted email/chat"): in the user's answer, "you" is the speaker it answers — "Tony: the
 * plasterers start on Wednesday" — "I'll text you when they're done" is "Text Tony when they're done", with Tony, as
 * another speaker's "send me the invoice" is "Send <speaker> the invoice". Whom the user only reports back to after the
 * job ("…and get back to you") is named in the title, not put on the task. "You all" stays. Chats written for these
 * tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"I\'ll text you when they\'re done" to Tony: text Tony, with Tony',
    text: "[09:00] Tony: the plasterers start on Wednesday\n[09:02] me: ok, I'll text you when they're done",
    want: [{ has: 'text tony', title: "Text Tony when they're done", people: ['Tony'] }],
  },
  {
    name: '"I\'ll send you two names tonight" to Rosa: send Rosa two names',
    text: "[09:00] Rosa: can you recommend a florist?\n[09:02] me: sure, I'll send you two names tonight",
    want: [
      { has: 'recommend florist', people: ['Rosa'] },
      { has: 'send rosa two names', due: '2026-11-24', people: ['Rosa'] },
    ],
  },
  {
    name: '"…and get back to you by Friday": Rosa named in the title, nobody on the task',
    text: "[09:00] Rosa: the van is free again\n[09:02] me: I'll sort the bookings and get back to you by Friday",
    want: [{ has: 'sort bookings get back rosa', due: '2026-11-27', people: [] }],
  },
  {
    name: '"I\'ll send you all the agenda" stays as said (guard: the same before)',
    text: "[09:00] Rosa: see you all on Thursday\n[09:02] me: I'll send you all the agenda tomorrow",
    want: [{ has: 'send you all agenda', due: '2026-11-25' }],
  },
];

describe('chats: "you" in the user\'s answer is whom it answers', () => {
  it.each(ROWS)('$name', check);
});
