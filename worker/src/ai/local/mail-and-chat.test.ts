/**
 * Pasted mail and team chats as people paste them (issue 12): dates as mail writers write them, which lines are
 * tasks and whose. Messages written for these tests; extracted on Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

/** A weekday with a numeric date: one date, at the end of a sentence too, the weekday saying which way round. */
const WEEKDAY_AND_NUMBERS: Row[] = [
  {
    name: 'a full stop after "by Thu 3/12" leaves the date whole (London: 3 December)',
    timeZone: 'Europe/London',
    text: 'Hi,\n\nPlease return the signed form by Thu 3/12.\n\nThanks,\nRuth',
    want: [{ has: 'return signed form', title: 'Return the signed form', due: '2026-12-03' }],
  },
  {
    name: 'a full date after the weekday, then a full stop',
    timeZone: 'Europe/London',
    text: 'Could you send the completed checklist by Thu 03/12/2026.',
    want: [{ has: 'send completed checklist', title: 'Send the completed checklist', due: '2026-12-03' }],
  },
  {
    name: 'read in New York, "Thu 3/12" from a day-first writer is still the Thursday it names (3 December)',
    timeZone: 'America/New_York',
    text: 'From: Ruth Evans <ruth@evans-accounts.co.uk>\nSubject: tax return\n\nPlease return the signed form by Thu 3/12.\n\nRuth',
    want: [{ has: 'return signed form', due: '2026-12-03' }],
  },
  {
    name: 'a day-first zone reading a month-first "Fri 12/4" takes the Friday (4 December, not 12 April)',
    timeZone: 'Europe/Berlin',
    text: 'Can you book the room for the retro on Fri 12/4?',
    want: [{ has: 'book room retro', due: '2026-12-04' }],
  },
];

describe('pasted mail: a weekday and a numeric date', () => {
  it.each(WEEKDAY_AND_NUMBERS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/**
 * A chat's "anyone free to…?" / "who can…?" taken on with a day or a condition after the answer ("I can take it
 * after lunch", "me! Saturday morning works", "I can, tomorrow"), and a relation asking the family.
 */
const TAKEN_ON: Row[] = [
  {
    name: '"I can take it after lunch" takes the review on: the request is the task, no "I can take it" title',
    text: '[09:01] Alex: anyone free to review PR #412 today?\n[09:03] Me: I can take it after lunch',
    want: [{ has: 'review pr #412', title: 'Review PR #412', due: '2026-11-24' }],
  },
  {
    name: 'the same when the chat does not say which speaker the user is',
    text: '[09:01] Alex: anyone free to review PR #412 today?\n[09:03] Sam: I can take it after lunch',
    want: [{ has: 'review pr #412', title: 'Review PR #412', due: '2026-11-24' }],
  },
  {
    name: 'Mum asking the family who can: "me! Saturday morning works" makes it the user\'s',
    text: 'Mum: who can pick Nana up from the station on Saturday?\nMe: me! Saturday morning works',
    want: [{ has: 'pick nana station', due: '2026-11-28', people: [] }],
  },
  {
    name: 'a relation\'s "who can" with a time stamp, another relation declining in between',
    text: "[18:02] Mum: who can pick Nana up from the station on Saturday?\n[18:04] Dad: not me, I'm at golf\n[18:05] Me: I'll do it",
    want: [{ has: 'pick nana station', due: '2026-11-28' }],
  },
  {
    name: '"I can, tomorrow" dates the request it answers and is no task of its own',
    text: 'Dad: anyone free to help me move the wardrobe?\nMe: I can, tomorrow',
    want: [{ has: 'move wardrobe', due: '2026-11-25' }],
  },
  {
    name: '"yes, MR by tomorrow": what the answer hands in, then its deadline, dates the request; no task "MR"',
    text: 'me — Today at 09:12\n@ravi can you take the payment timeout bug?\nravi — Today at 09:40\nyes, MR by tomorrow',
    want: [{ has: 'take payment timeout bug', due: '2026-11-25' }],
  },
  {
    name: 'the thing asked, named again with a deadline ("RCA by fri"), dates it even with no answer word',
    text: 'Dana Ortiz  7:02 AM\n@Joel Park pls write the RCA for the conveyor stop\nJoel Park  7:09 AM\nRCA by fri',
    want: [{ has: 'write rca conveyor stop', due: '2026-11-27' }],
  },
];

describe('chat: a request taken on with a day', () => {
  it.each(TAKEN_ON.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/**
 * What a mail's writer says they need by a deadline ("I need the updated risk log before…", "We need the signed
 * contract back by Friday") is the reader's to send; the user's own "we need the room before 3" stays no task.
 */
const NEEDED_BY: Row[] = [
  {
    name: '"I need the updated risk log before the steering group on Thu 3 Dec"',
    timeZone: 'Europe/London',
    text: 'Hi Sam,\nI need the updated risk log before the steering group on Thu 3 Dec.\nCheers, Pete',
    want: [{ has: 'send updated risk log', due: '2026-12-03' }],
  },
  {
    name: '"We need the signed contract back by Friday"',
    text: 'Hi Sam,\n\nWe need the signed contract back by Friday.\n\nThanks,\nPete',
    want: [{ has: 'send signed contract', title: 'Send the signed contract', due: '2026-11-27' }],
  },
  {
    name: '"I\'ll need your bank details by the 30th": the reader\'s own details',
    text: "Hi,\nI'll need your bank details by the 30th to process the refund.\nRegards, Lisa",
    want: [{ has: 'send bank details', due: '2026-11-30' }],
  },
  {
    name: 'a room or a car needed by a time is no thing to send',
    text: 'we need the room before 3\nI need the car back by 6 tonight',
    want: [],
  },
];

describe('pasted mail: what the writer needs by a deadline', () => {
  it.each(NEEDED_BY.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/**
 * A reply that only agrees ("Sure, will do.", "No problem, I'll have it back to you by Thursday.") to the message
 * quoted under it: the quoted requests are the tasks, dated by the reply's day when it is sooner. A reply with a task
 * of its own leaves the quote alone, and so does a bare "ok".
 */
const AGREED_TO_QUOTE: Row[] = [
  {
    name: '"send me…" in the quoted message brings the thing back to its writer: "Send Dana the signed NDA"',
    text: 'Sure, will do.\n\nOn Mon, 23 Nov 2026 at 09:12, Dana Reyes <dana@acme.io> wrote:\n> Hi, could you send me the signed NDA by Thursday? And please book the big room for the kickoff.\n> Thanks, Dana',
    want: [
      { has: 'send dana nda', title: 'Send Dana the signed NDA', due: '2026-11-26', people: ['Dana'] },
      { has: 'book big room kickoff', people: [] },
    ],
  },
  {
    name: '"Sure, will do." over "On Mon, Dana wrote: > could you review the contract by Friday?"',
    text: 'Sure, will do.\n\nOn Mon, 23 Nov 2026 at 09:12, Dana Reyes <dana@acme.io> wrote:\n> Hi, could you review the contract by Friday?\n> Thanks, Dana',
    want: [{ has: 'review contract', title: 'Review the contract', due: '2026-11-27' }],
  },
  {
    name: '"I\'ll have it back to you by Thursday" dates the two things asked',
    text: "Yes no problem, I'll have it back to you by Thursday.\n\nOn Mon, 23 Nov 2026 at 09:12, Dana Reyes <dana@acme.io> wrote:\n> Hi, could you review the lease renewal and send comments?\n> Thanks, Dana",
    want: [
      { has: 'review lease renewal', due: '2026-11-26' },
      { has: 'send comments', due: '2026-11-26' },
    ],
  },
  {
    name: 'a phone\'s quote ("> On 23 Nov 2026, at 18:40, Dana Reyes wrote:") and "Thanks Dana - noted. Will do by Wednesday."',
    text: 'Thanks Dana - noted. Will do by Wednesday.\n\n> On 23 Nov 2026, at 18:40, Dana Reyes wrote:\n>\n> Can you send the updated floor plan to the builder?',
    want: [{ has: 'send updated floor plan builder', due: '2026-11-25' }],
  },
  {
    name: 'Outlook\'s Original Message under a signed "Sure, will do.": the request, not the client\'s meeting',
    text: 'Hi Dana,\n\nSure, will do.\n\nBest,\nMark\n\n-----Original Message-----\nFrom: Dana Reyes\nSent: 23 November 2026 14:10\nTo: Mark\nSubject: quote\n\nCould you send a revised quote for the extension by Friday? The client meets on Monday.',
    want: [{ has: 'send revised quote extension', due: '2026-11-27' }],
  },
  {
    name: 'the reply\'s own task leaves the quoted requests alone; a bare "ok" agrees to nothing',
    text: "Sounds good, I'll update the runbook tonight.\n\nOn Tue, Nov 24, 2026 at 9:14 AM Dana Lee <dana@acme.io> wrote:\n> Can you also rotate the staging credentials?\n\n---\n\nok\n\n> can you send the deck by Friday?",
    want: [{ has: 'update runbook', due: '2026-11-24' }],
  },
];

describe('pasted mail: a reply agreeing to the message quoted under it', () => {
  it.each(AGREED_TO_QUOTE.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/**
 * A request, then its day said on its own with how firm it is ("Ideally before month end.", "By Friday if possible.",
 * "Tomorrow ideally.", "No rush, end of next week is fine."): the request's date, not a task "If possible".
 */
const FIRM_DATES: Row[] = [
  {
    name: '"Could you send the PO number when you get a chance? Ideally before month end."',
    text: 'Hi Sam,\nCould you send the PO number when you get a chance? Ideally before month end.\nThanks, Pete',
    want: [{ has: 'send po number', due: '2026-11-30' }],
  },
  {
    name: '"By Friday if possible." and "Before Thursday if you can." after requests',
    text: 'Could you send me the rota? By Friday if possible.\nPlease chase the supplier for the missing parts. Before Thursday if you can.',
    want: [
      { has: 'send rota', due: '2026-11-27' },
      { has: 'chase supplier missing parts', due: '2026-11-26' },
    ],
  },
  {
    name: '"Tomorrow ideally." and "No rush, end of next week is fine."',
    text: 'Can you book the meeting room for the offsite? Tomorrow ideally.\nCould you update the tracker? No rush, end of next week is fine.',
    want: [
      { has: 'book meeting room offsite', due: '2026-11-25' },
      { has: 'update tracker', due: '2026-12-04' },
    ],
  },
  {
    name: '"Please get that finished by Thursday." and "Could you get both ready by the 10th?" point back at the request',
    text: 'Hi Tom,\nCould you, Nadia, call the suppliers on the late list and offer them new slots? Please get that finished by Thursday.\nThe board wants to see the two finalists (site walk + interview). Could you get both ready by the 10th? Afternoons suit them best.\nRegards, Ines',
    want: [
      { has: 'call suppliers late list', due: '2026-11-26' },
      { has: 'site walk', due: '2026-12-10' },
    ],
  },
  {
    name: '"Ideally before our review on Fri 4 Dec." and "Tomorrow if possible, it gets taken early." after requests',
    text: 'Could you redo the cost table with the new rates? Ideally before our review on Fri 4 Dec.\nCan you book the big room at the depot for the safety briefing? Tomorrow if possible, it gets taken early.',
    want: [
      { has: 'redo cost table', due: '2026-12-04' },
      { has: 'book big room depot', due: '2026-11-25' },
    ],
  },
  {
    name: '"by this time next week" is a week from today, "this time tomorrow" tomorrow, both cut from the title',
    text: 'Can you send your comments back by this time next week?\nCould you get the keys to me by this time tomorrow?',
    want: [
      { has: 'send comments back', title: 'Send your comments back', due: '2026-12-01' },
      { has: 'get keys', due: '2026-11-25' },
    ],
  },
  {
    name: '"by month-end" is the month\'s last day; "the month-end report" names a report',
    text: 'Please send the accruals schedule by month-end.\nFinish the month-end report',
    want: [
      { has: 'send accruals schedule', due: '2026-11-30' },
      { has: 'finish month-end report', due: null },
    ],
  },
];

describe("pasted mail: a request's day said after it, with how firm it is", () => {
  it.each(FIRM_DATES.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
