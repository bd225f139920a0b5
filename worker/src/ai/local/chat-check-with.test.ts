/**
 * Pasted chats (issue 12, "pasted email/chat"): the user's "I'll check in with him", "I'll check with you Thursday",
 * "I'll confirm with Leila" right after another speaker's message is a check about what that message is about — its
 * subject, or the thing it needs ready ("need the gauge report ready"), as a promise to call someone already is
 * (chat-contacts.test.ts). Chats written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"need the gauge report ready" — "Pieter is on it, I\'ll check in with him tomorrow": about the gauge report',
    text: "[08:15] Ana: reminder the audit is Thursday, need the gauge report ready\n[08:16] Me: Pieter is on it, I'll check in with him tomorrow",
    want: [{ has: 'check in with pieter about gauge report', due: '2026-11-25', people: ['Pieter'] }],
  },
  {
    name: '"the booking system is down" — "I\'ll check with you Thursday morning": check with Bram about the system',
    text: "[08:15] Bram: the booking system is down since yesterday\n[08:16] Me: ok I'll check with you Thursday morning",
    want: [{ has: 'check with bram about booking system', due: '2026-11-26', people: ['Bram'] }],
  },
  {
    name: '"the venue has two dates left" — "I\'ll confirm with Leila tonight": about the venue',
    text: "[08:15] Bram: the venue has two dates left\n[08:16] Me: I'll confirm with Leila tonight",
    want: [{ has: 'confirm with leila about venue', due: '2026-11-24', people: ['Leila'] }],
  },
];

describe("chats: what the user's check-in with someone is about", () => {
  it.each(ROWS)('$name', check);
});
