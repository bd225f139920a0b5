/**
 * Pasted chats that do not say which speaker is the user: the one the others ask by name ("@mia can you…", "Jo, can
 * you…") twice or more, and more than anyone, is who pasted it — their promises are their own tasks, with nobody on
 * them, and the others' promises are no tasks. Chats written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, expect, it } from 'vitest';
import { askedMost } from './chat-answers.js';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a Slack paste where two people ask @mia: her promise is the user's, Raj's \"I'll restart the runners\" is his",
    text: "[09:00] Tom: the build is red again. @mia can you look at the flaky test today?\n[09:02] Mia: yep on it\n[09:03] Mia: I'll update the runbook tomorrow\n[09:05] Raj: I'll restart the runners\n[09:06] Raj: @mia can you review my PR by Friday?\n[09:07] Mia: sure",
    want: [
      { has: 'flaky test', due: '2026-11-24' },
      { has: 'update runbook', due: '2026-11-25', people: [] },
      { has: "review raj's pr", due: '2026-11-27', people: ['Raj'] },
    ],
  },
  {
    name: 'a house chat where Sam asks "Jo can you…" and "and Jo, can you…": Jo is the user, Ali\'s drains are his',
    text: "Jo: the gutter is leaking again\nSam: Jo can you ring the roofer?\nJo: sure, tomorrow\nAli: I'll clear the drains on Saturday\nSam: and Jo, can you pay the water bill?\nJo: will do, I'll pay it tonight",
    want: [
      { has: 'ring roofer', due: '2026-11-25', people: [] },
      { has: 'pay water bill', due: '2026-11-24', people: [] },
    ],
  },
];

const msg = (start: number, end: number, who: string) => ({ start, end, who });

describe('chats: the user is the speaker the others ask by name', () => {
  for (const row of ROWS) it(row.name, () => check(row));

  it('askedMost: nobody asked twice is no user', () => {
    const text = 'Ana: @bo can you check\nBo: ok\nCy: done';
    expect(askedMost([msg(5, 22, 'Ana'), msg(27, 29, 'Bo'), msg(34, 38, 'Cy')], text)).toBeNull();
  });
  it('askedMost: a tie is no user', () => {
    const text = 'Ana: @bo can you, @cy can you\nBo: @cy pls\nCy: @bo pls';
    expect(askedMost([msg(5, 29, 'Ana'), msg(34, 41, 'Bo'), msg(46, 53, 'Cy')], text)).toBeNull();
  });
  it('askedMost: one asked twice by others is the user, by first name', () => {
    const text = 'Ana: @bo can you\nCy: Bo, pls check\nBo Lin: ok';
    expect(askedMost([msg(5, 16, 'Ana'), msg(21, 34, 'Cy'), msg(43, 45, 'Bo Lin')], text)).toBe('Bo');
  });
});
