/**
 * A Teams thread copied with the time before the speaker and the surname first ("[9:02 AM] Lindqvist, Maja", the message
 * on the lines below) is a chat: its speakers ask and answer, and "I'm Tove" at the top names the user's own lines.
 * Threads written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'the user is asked by name: their task, their own name on no one',
    text: "from the plant channel, I'm Tove\n\n[9:02 AM] Lindqvist, Maja\nTove can you check the guard on conveyor 4 before noon?\n[9:05 AM] Berg, Tove\nyes\n[9:20 AM] Lindqvist, Maja\nthanks",
    want: [{ has: 'check guard conveyor', people: [] }],
  },
  {
    name: "the user hands the asker's job back to them: one task, theirs",
    text: "from the plant channel, I'm Tove\n\n[9:02 AM] Holm, Oskar\nthe scrap bins need emptying before second shift, who is on that?\n[9:05 AM] Berg, Tove\nOskar yours today please\n[9:06 AM] Holm, Oskar\nok",
    want: [{ has: 'scrap bins', people: ['Oskar Holm'] }],
  },
];

describe('a Teams thread with the time first and the surname first', () => {
  it.each(ROWS)('$name', check);
});
