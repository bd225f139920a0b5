/**
 * Round seventeen of the issue-12 failure classes: pasted chats and mail — who is asked, and what is still a task once
 * the chat has answered it ("can't, sorry", "done ✅", "I will!", "me!"). Dumps written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const CHAT_ANSWERS: Row[] = [
  {
    name: 'the user turning a request down leaves no task, and the "no" is none either ("can\'t today but…" is no no)',
    text: "[10:00] Lena: can you cover my shift Friday?\n[10:03] Me: can't, sorry, away that weekend\n[10:04] Lena: no worries\n[10:05] Lena: can you send me the rota by Friday?\n[10:06] Me: can't today but will do tomorrow\nJo: could you walk Biscuit tonight?\nMe: sorry can't, working late",
    want: [{ has: 'rota', people: ['Lena'] }],
  },
  {
    name: 'a request answered "done ✅" / "paid!" is done; the next one stays, and so does a named speaker\'s "on it"',
    text: '24/11/2026, 09:14 - Dana: can you pay the window cleaner?\n24/11/2026, 09:20 - You: paid!\n24/11/2026, 09:21 - Dana: and can you call the council about the bins\n[10:00] Lena: can you send me the rota?\n[10:03] Me: done ✅\n[10:07] Lena: @kenji can you check the oven timer?\n[10:08] Kenji: on it',
    want: [
      { has: 'council', people: ['Dana'] },
      { has: 'oven', people: ['Kenji'] },
    ],
  },
  {
    name: 'in a Slack copy, the asked speaker\'s own "done ✅" closes the request',
    text: "Tom Reyes  9:20 AM\n@Priya could you update the changelog?\nPriya  9:22 AM\ndone ✅\nme  9:25 AM\nthanks! I'll tag the release tonight",
    want: [{ has: 'release', due: '2026-11-24', people: [] }],
  },
  {
    name: '"who can take the kids…?" answered by the user\'s "me!" is the user\'s; "can someone…?" taken by another is theirs',
    text: "[18:02] Sara: who can take the kids to swimming on Thursday?\n[18:05] Me: me!\n[18:06] Jo: can someone bring snacks for the match sat\n[18:10] Sara: I will!\n[18:11] Sara: can you bring the cake on Saturday?\n[18:12] Me: yes! can't wait",
    want: [
      { has: 'kids swimming', due: '2026-11-26', people: ['Sara'] },
      { has: 'snacks', due: '2026-11-28', people: ['Sara'] },
      { has: 'cake', due: '2026-11-28', people: ['Sara'] },
    ],
  },
];

const WHO_IS_ASKED: Row[] = [
  {
    name: '"We\'d like Ana to lead the demo" is Ana\'s; "…, and Raj to take notes" is Raj\'s alone',
    text: "Hi team,\n\nWe'd like Ana to lead the demo on Thursday, and Raj to take notes.\nI need Tom to check the logs, and Priya to restart the queue.\n\nBest,\nOmar",
    want: [
      { has: 'demo', title: 'Lead the demo', due: '2026-11-26', people: ['Ana'] },
      { has: 'notes', people: ['Raj'] },
      { has: 'logs', people: ['Tom'] },
      { has: 'queue', people: ['Priya'] },
    ],
  },
  {
    name: 'a mail greeting two people asks them both ("Hi Priya and Tom," / "Hi Ana & Bo,")',
    text: 'Hi Priya and Tom,\n\nCan you pair on the invoice export bug this week? It is blocking the close.\n\nThanks,\nDana',
    want: [{ has: 'invoice', people: ['Priya', 'Tom'] }],
  },
];

const DAY_ANSWERS: Row[] = [
  {
    name: 'the user\'s answer that offers a day back ("sure, Thursday ok?") or only puts it off ("not yet, tonight") dates the request',
    text: '[09:14] Dana: could you look at the leak under the sink?\n[09:15] Me: sure, Thursday ok?\n[09:16] Dana: perfect\n[18:02] Jo: did you get the tickets?\n[18:05] Me: not yet, tonight',
    want: [
      { has: 'leak', due: '2026-11-26', people: ['Dana'] },
      { has: 'tickets', due: '2026-11-24', people: ['Jo'] },
    ],
  },
];

const CHAT_ADDRESSEES: Row[] = [
  {
    name: 'handles with a dot or an underscore are mentions: "@tom.w can you…", "@priya.s @dana_lee pls…"',
    text: '[10:02] Rachel: @tom.w can you check the backup job?\n[10:04] Rachel: @priya.s @dana_lee pls pair on the upgrade\nping @acme.com about it',
    want: [
      { has: 'backup', people: ['Tom'] },
      { has: 'upgrade', people: ['Priya', 'Dana'] },
      { has: 'ping', people: [] },
    ],
  },
  {
    name: 'a relation asking two people by name ("Mum: Priya and Tom can you…"), and "can one of you…"',
    text: '[19:00] Mum: Priya and Tom can you bring the chairs on Sunday?\n[19:01] Tom: yep\nRachel Kim  10:02 AM\n@Priya @Tom can one of you check the backup job today?',
    want: [
      { has: 'chairs', due: '2026-11-29', people: ['Priya', 'Tom'] },
      { has: 'backup', due: '2026-11-24', people: ['Priya', 'Tom'] },
    ],
  },
];

const AWAY_REPLIES: Row[] = [
  {
    name: 'an out-of-office reply gives no task ("will return on 1 December", "please contact…"); the user\'s note under it does',
    text: "Out of Office: Re: invoices\n\nThank you for your email. I am currently on annual leave and will return on 1 December. If your matter is urgent, please contact accounts@acme.com.\n\nBest regards,\nHelen\n\nnote: chase Helen about the invoices on the 2nd\nI'm on annual leave until the 5th so need to hand over the rota to Sam before Friday",
    want: [
      { has: 'chase invoices', due: '2026-12-02', people: ['Helen'] },
      { has: 'rota', due: '2026-11-27', people: ['Sam'] },
    ],
  },
];

describe('round seventeen: what a chat answer leaves to do', () => {
  for (const row of CHAT_ANSWERS) it(row.name, () => check(row));
});
describe('round seventeen: whom a mail or a message asks', () => {
  for (const row of WHO_IS_ASKED) it(row.name, () => check(row));
});
describe("round seventeen: a day in the user's answer", () => {
  for (const row of DAY_ANSWERS) it(row.name, () => check(row));
});
describe('round seventeen: whom a chat line asks', () => {
  for (const row of CHAT_ADDRESSEES) it(row.name, () => check(row));
});
describe('round seventeen: out-of-office replies', () => {
  for (const row of AWAY_REPLIES) it(row.name, () => check(row));
});
