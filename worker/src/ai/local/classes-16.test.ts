/**
 * Round sixteen of the issue-12 failure classes: who a task is with in pasted chats and mail — two or more people
 * asked at once ("Priya and Tom, can you…", "@Priya @Tom pls…", "Could Priya and Tom review…"). Dumps written for
 * these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const TWO_ASKED: Row[] = [
  {
    name: '"Priya and Tom, can you…" in a chat is a request put to both',
    text: '[09:00] Dana: Priya and Tom, can you pair on the migration tomorrow?\n[09:02] Tom: sure',
    want: [{ has: 'migration', due: '2026-11-25', people: ['Priya', 'Tom'] }],
  },
  {
    name: '"Ana & Bo please…" and a list of three names before a request',
    text: 'Ana & Bo please restock the printer paper\nPriya, Tom and Ana, please fill in the survey by Friday',
    want: [
      { has: 'paper', people: ['Ana', 'Bo'] },
      { has: 'survey', due: '2026-11-27', people: ['Priya', 'Tom', 'Ana'] },
    ],
  },
  {
    name: 'two @mentions before a request are both asked',
    text: '[10:02] Omar: @Lena @Kofi pls review the hotfix PR\n[10:04] Omar: @Priya and @Tom can you update the runbook?',
    want: [
      { has: 'hotfix', people: ['Lena', 'Kofi'] },
      { has: 'runbook', people: ['Priya', 'Tom'] },
    ],
  },
  {
    name: '"Could Priya and Tom review…", "I need Tom and Ana to…": both are who does it',
    text: 'Could Priya and Tom review the vendor contract by Friday?\nI need Tom and Ana to check the FX rates',
    want: [
      { has: 'contract', due: '2026-11-27', people: ['Priya', 'Tom'] },
      { has: 'fx', people: ['Tom', 'Ana'] },
    ],
  },
];

const ITEM_OWNERS: Row[] = [
  {
    name: 'a checklist item that ends with ": Name" is theirs (": me & Ana" is the user\'s with Ana)',
    text: 'Moving day\n- [ ] Book the van: Raj\n- [ ] Pack the kitchen: me & Ana\n- [ ] Cancel the broadband',
    want: [
      { has: 'van', title: 'Book the van', people: ['Raj'] },
      { has: 'kitchen', title: 'Pack the kitchen', people: ['Ana'] },
      { has: 'broadband', people: [] },
    ],
  },
  {
    name: 'chores handed out with an arrow, and a name in brackets before the item',
    text: 'Chores\n- hoover the stairs -> Jo\n- dishes → me\n- (Max) return the library books',
    want: [
      { has: 'hoover', title: 'Hoover the stairs', people: ['Jo'] },
      { has: 'dishes', people: [] },
      { has: 'library', title: 'Return the library books', people: ['Max'] },
    ],
  },
  {
    name: 'an action item with who and when in one closing bracket',
    text: "Actions\n- Book the venue (Raj, by Fri)\n- Pick up the cake (Sainsbury's, 3pm)",
    want: [
      { has: 'venue', due: '2026-11-27', people: ['Raj'] },
      { has: 'cake', people: [] },
    ],
  },
];

const CHAT_REPLIES: Row[] = [
  {
    name: 'the user\'s "yes will chase them today" takes the request on and dates it, no task of its own',
    text: '[9:00] Maya: can you get the final logo files from Design?\n[9:01] Me: yes will chase them today\n[9:03] Maya: 🙏',
    want: [{ has: 'logo', due: '2026-11-24', people: ['Maya'] }],
  },
  {
    name: 'someone added to an invite, a thread or a call is on the task, not only the speaker who asked',
    text: '[09:02] Dana: can you send me the signed SOW?\n[09:06] Dana: also pls add Omar to the calendar invite\n[09:07] Me: ok\nloop Raj into the call on Friday',
    want: [
      { has: 'sow', people: ['Dana'] },
      { has: 'omar invite', people: ['Omar'] },
      { has: 'loop raj call', due: '2026-11-27', people: ['Raj'] },
    ],
  },
];

const LOWER_SPEAKERS: Row[] = [
  {
    name: 'a chat speaker written in lower case, as Discord and Slack show handles, is on their request',
    text: '[14:02] dana: can u send me the slides\n[14:03] me: yep after lunch',
    want: [{ has: 'slides', title: 'Send Dana the slides', people: ['Dana'] }],
  },
  {
    name: '"kat — Today at 6:14 PM" is a speaker line, not a task',
    text: 'kat — Today at 6:14 PM\ncan you pick the next book by Sunday?\nme — Today at 6:20 PM\nsure',
    want: [{ has: 'book', due: '2026-11-29', people: ['Kat'] }],
  },
];

const MAIL_SIGNATURES: Row[] = [
  {
    name: 'a name a blank line under the sign-off signs the mail: its writer, not the greeted user, is on the request',
    text: 'Hi Sam,\n\nPlease confirm the delivery slot for Thursday.\n\nKind regards,\n\nMarta Kowalska\nOperations Coordinator\nNordFreight Ltd.',
    want: [{ has: 'delivery', due: '2026-11-26', people: ['Marta'] }],
  },
];

const ASKS_TOGETHER: Row[] = [
  {
    name: '"can we…" from a chat speaker or a mail writer asks the user to do it with them',
    text: '[11:00] Kemi: can we grab 15 min tomorrow to go over the budget?\n[11:01] Me: sure',
    want: [{ has: 'budget', due: '2026-11-25', people: ['Kemi'] }],
  },
  {
    name: 'a received mail\'s "Can we set up a call…?" is the user\'s task with the writer',
    text: 'Hi Sam,\n\nCan we set up a call next week to go through the proposal?\n\nBest,\nNina',
    want: [{ has: 'call proposal', people: ['Nina'] }],
  },
];

describe('round sixteen: two people asked at once', () => {
  for (const row of TWO_ASKED) it(row.name, () => check(row));
});
describe('round sixteen: who a list item names as doing it', () => {
  for (const row of ITEM_OWNERS) it(row.name, () => check(row));
});
describe('round sixteen: replies and whom a chat request adds', () => {
  for (const row of CHAT_REPLIES) it(row.name, () => check(row));
});
describe('round sixteen: lowercase chat speakers', () => {
  for (const row of LOWER_SPEAKERS) it(row.name, () => check(row));
});
describe('round sixteen: mail signatures', () => {
  for (const row of MAIL_SIGNATURES) it(row.name, () => check(row));
});
describe('round sixteen: "can we…" from someone else', () => {
  for (const row of ASKS_TOGETHER) it(row.name, () => check(row));
});
