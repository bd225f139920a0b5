/**
 * Round fifteen of the issue-12 failure classes: who a task is with in pasted chats and mail — whom a speaker's
 * request names rather than the speaker, a name addressed on a chat's first line or right under a speaker line,
 * and "can you and Raj…". Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const CHAT_PEOPLE: Row[] = [
  {
    name: 'a speaker\'s "ask Priya to…" is with Priya, not with the speaker who asked',
    text: '12/11/2026, 09:14 - Dana: Can you pick up the cake for Saturday?\n12/11/2026, 09:15 - Me: yes\n12/11/2026, 09:16 - Dana: and ask Priya to bring the chairs',
    want: [
      { has: 'cake', due: '2026-11-28', people: ['Dana'] },
      { has: 'priya chairs', people: ['Priya'] },
    ],
  },
  {
    name: 'a request on a speaker line of its own that names someone else is with them',
    text: 'Priya Shah 09:12\ncould you set up a call with Kofi for Thursday?\nMe 09:15\nwill do',
    want: [{ has: 'call', due: '2026-11-26', people: ['Kofi'] }],
  },
  {
    name: 'a name addressed on the first line of a chat export is whom the request is for',
    text: '[14:02] Dana: Jun, could you send the minutes to everyone?\n[14:05] Me: 👍',
    want: [{ has: 'minutes', people: ['Jun'] }],
  },
  {
    name: '"Jun — can you…" right under a speaker line is for Jun',
    text: 'Dana Smith  10:42 AM\nJun — can you book the room for the offsite?\nJun Park  10:44 AM\nsure',
    want: [{ has: 'room', people: ['Jun'] }],
  },
  {
    name: '"and Ben pls pick up Gran" in a family chat is a request put to Ben',
    text: '23/11/2026, 19:06 - Mum: Sophie can you bring a dessert?\n23/11/2026, 19:10 - Me: sure!\n23/11/2026, 19:11 - Mum: lovely. and Ben pls pick up Gran on the way\n23/11/2026, 19:12 - Ben: will do',
    want: [
      { has: 'dessert', people: ['Sophie'] },
      { has: 'pick gran', title: 'Pick up Gran on the way', people: ['Ben'] },
    ],
  },
];

const MAIL_PEOPLE: Row[] = [
  {
    name: '"can you and Raj…" is the reader\'s task, with Raj',
    text: 'Hi Sam,\n\nCould you, Priya, send the final figures by Monday? Can you and Raj sort out the venue contract this week?\n\nBest,\nDana',
    want: [
      { has: 'figures', due: '2026-11-30', people: ['Priya'] },
      { has: 'venue', title: 'Sort out the venue contract', due: null, people: ['Raj'] },
    ],
  },
  {
    name: '"I need you to…" in a received mail is a request, with its writer',
    text: 'Hi Sam,\n\nI need you to sign the timesheet by Friday.\n\nThanks,\nEllie',
    want: [{ has: 'sign timesheet', title: 'Sign the timesheet', due: '2026-11-27', people: ['Ellie'] }],
  },
  {
    name: '"we\'d like you to…" is a request too',
    text: "we'd like you to present the roadmap on Monday",
    want: [{ has: 'present roadmap', title: 'Present the roadmap', due: '2026-11-30', people: [] }],
  },
  {
    name: 'someone who needs a thing back is sent it',
    text: 'Marco needs the signed NDA back by Friday',
    want: [{ has: 'nda', due: '2026-11-27', people: ['Marco'] }],
  },
  {
    name: '"Thanks all," over a name signs the mail off, so its writer is on its request',
    text: 'Hi Sam,\n\nCan you book the room for Thursday?\n\nThanks all,\nDana',
    want: [{ has: 'book room', due: '2026-11-26', people: ['Dana'] }],
  },
  {
    name: '"the lease draft this week" is one task: "this week" is a time, not the object of a verb "draft"',
    text: 'Hi Sam,\n\nCan you review the lease draft this week?\n\nMany thanks,\nDana',
    want: [{ has: 'review lease draft', title: 'Review the lease draft', due: null, people: ['Dana'] }],
  },
  {
    name: '"Kindly share…" is a request, with the writer of the mail',
    text: 'Dear Sam,\n\nKindly share the revised quote with our procurement team by Friday.\n\nRegards,\nRavi Kumar',
    want: [{ has: 'share quote', due: '2026-11-27', people: ['Ravi'] }],
  },
  {
    name: '"it would be great if you could…" and "are you able to…" in a mail are its writer\'s requests',
    text: 'Hi Sam,\n\nIt would be great if you could send the photos from the event by Friday. Are you able to join the call with the client on Thursday?\n\nThanks!\nDana',
    want: [
      { has: 'photos', title: 'Send the photos from the event', due: '2026-11-27', people: ['Dana'] },
      { has: 'join call', due: '2026-11-26', people: ['Dana'] },
    ],
  },
  {
    name: '"just a reminder to…" in a mail to the user is its writer\'s request',
    text: 'Hi Sam,\n\nJust a reminder to submit your expenses by the 30th.\n\nThanks,\nDana',
    want: [{ has: 'expenses', due: '2026-11-30', people: ['Dana'] }],
  },
  {
    name: '"kindly do the needful" is no task of its own; "request you to share…" is "share…"',
    text: 'Kindly do the needful and close the ticket before Friday. Also request you to share the logs with Ms. Kavya.',
    want: [
      { has: 'close ticket', due: '2026-11-27' },
      { has: 'share logs', title: 'Share the logs with Ms. Kavya', people: ['Kavya'] },
    ],
  },
];

const NOT_TASKS: Row[] = [
  {
    name: '"thank god…" is relief, not thanks to give',
    text: 'The boiler is fixed, thank god. The trip to Lisbon is off. Still need to cancel the hotel booking though.',
    want: [{ has: 'cancel hotel', people: [] }],
  },
];

const WAITING: Row[] = [
  {
    name: '"waiting on Thiago for the minutes" is getting them from Thiago; with a step of its own, the step is the task',
    text: 'Waiting on Thiago for the condo meeting minutes. Waiting on Aroha for the roster swap - text her tonight.',
    want: [
      { has: 'minutes thiago', title: 'Get the condo meeting minutes from Thiago', people: ['Thiago'] },
      { has: 'text aroha', due: '2026-11-24', people: ['Aroha'] },
    ],
  },
];

const MEETING_PEOPLE: Row[] = [
  {
    name: 'a name alone over action items owns the items under it',
    text: 'Actions\nPriya:\n- update the pricing page\n- email the agency\nRaj:\n- fix the SSO bug\n\nme: book the retro',
    want: [
      { has: 'pricing', people: ['Priya'] },
      { has: 'agency', people: ['Priya'] },
      { has: 'sso', people: ['Raj'] },
      { has: 'retro', people: [] },
    ],
  },
  {
    name: 'an attendee named over items owns them; a topic over items is nobody',
    text: 'Attendees: Dana, Kwabena\nKwabena:\n- send the deck to the client\n\nZumba:\n- book a class',
    want: [
      { has: 'deck', people: ['Kwabena'] },
      { has: 'class', people: [] },
    ],
  },
  {
    name: 'action items for two people joined by a slash',
    text: 'Actions\nTom/Ana: write the release notes\nme/Raj: fix the build',
    want: [
      { has: 'release notes', people: ['Tom', 'Ana'] },
      { has: 'fix build', people: ['Raj'] },
    ],
  },
];

describe('round fifteen: people in chats', () => {
  for (const row of CHAT_PEOPLE) it(row.name, () => check(row));
});
describe('round fifteen: people in mail', () => {
  for (const row of MAIL_PEOPLE) it(row.name, () => check(row));
});
describe('round fifteen: waiting on someone', () => {
  for (const row of WAITING) it(row.name, () => check(row));
});
describe('round fifteen: not tasks', () => {
  for (const row of NOT_TASKS) it(row.name, () => check(row));
});
describe('round fifteen: people in meeting notes', () => {
  for (const row of MEETING_PEOPLE) it(row.name, () => check(row));
});
