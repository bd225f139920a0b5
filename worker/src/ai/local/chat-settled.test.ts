/**
 * Pasted chats (issue 12, "pasted email/chat"): a speaker's "I renewed it this morning" settles what the message
 * before it asked for or reminded of — it is done, not a task. Chats written for these tests, Tuesday 2026-11-24
 * in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a reminder answered "I renewed it this morning" is done; the request in the same message stays',
    text: "[10:01] Ana Lopez: heads up the domain renewal is due Friday. Also can you book the venue?\n[10:02] Ben Cole: I renewed it this morning 👍\n[10:03] Me: I'll book the venue tomorrow",
    want: [{ has: 'book venue', due: '2026-11-25' }],
  },
  {
    name: 'a request to whoever reads, answered "I paid the cleaner this morning", is done',
    text: "Mia: can someone pay the window cleaner before Friday?\nJo: I paid the cleaner this morning 🙂\nMe: I'll put the bins out tonight",
    want: [{ has: 'put bins out', due: '2026-11-24' }],
  },
  {
    name: 'the thing named in "I just emailed the school" settles the sentence that names it, not the other one',
    text: "[18:02] Dad: don't forget to email the school about the trip. And we're out of milk, can you grab some?\n[18:05] Mum: I just emailed the school\n[18:06] Me: will grab milk on the way home",
    want: [{ has: 'grab', due: '2026-11-24' }],
  },
  {
    name: 'a sentence asking two things stays when only one of them is said done',
    text: 'Ana: can you send the invites to the cousins and order the cake?\nMe: I already sent the invites',
    want: [{ has: 'send invites' }, { has: 'order cake' }],
  },
  {
    name: 'a plan of the speaker\'s own ("I booked it for Thursday, can you drive?") is no settled answer',
    text: 'Jo: the car needs its MOT\nMe: I booked it for Thursday, can you drive it there?',
    want: [{ has: 'mot' }, { has: 'drive', due: '2026-11-26' }],
  },
];

describe('a chat answer saying it is done settles what was asked', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** The one asked takes it on ("on it", "yep") and says it is done in their next message: the request is settled. */
const LATER: Row[] = [
  {
    name: '"on it" then "done, cleared 40GB" by the one asked: no task',
    text: '[09:00] Ana: the build server is out of disk again, can someone clear the old artifacts? @Joe you have access\n[09:02] Joe: on it\n[09:10] Joe: done, cleared 40GB',
    want: [],
  },
  {
    name: 'Slack paste: "yep" then "sorted, renewed till 2027": no task',
    text: 'Nia Brooks  9:00 AM\nthe test env cert expired, can someone renew it? @Leo you did it last time\nLeo Park  9:01 AM\nyep\nLeo Park  9:20 AM\nsorted, renewed till 2027',
    want: [],
  },
  {
    name: '"ok" to one request, then "done ✅" after another speaker asked something else: the first request stays',
    text: "kitchen chat (I'm Marta)\n[10:00] Marta: Pablo can you let the plumber in tomorrow? I'm at the bank\n[10:01] Pablo: ok\n[10:02] Iñaki: meanwhile move the crates to the back\n[10:05] Pablo: done ✅",
    want: [{ has: 'let plumber in', due: '2026-11-25', people: ['Pablo'] }],
  },
];

describe('a chat answer saying it is done, after the same speaker took it on', () => {
  for (const row of LATER) it(row.name, () => check(row));
});
