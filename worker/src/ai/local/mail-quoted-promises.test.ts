/**
 * The user's own message quoted under a reply to them: what they promised there is still theirs, read on the day they
 * wrote it, unless that day has already come and gone. Messages written for these tests, read on Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

/** A reply to the user (Ana Lopez), quoting her message under it. */
const REPLY = (greeting: string, attribution: string, promise: string) =>
  `From: Keith Munro <keith@munro-print.example>\nTo: Ana Lopez\nSubject: Re: spring catalogue\n\n${greeting}\n\nThanks, the proofs look good. Could you send me the final page count by Thursday?\n\nBest,\nKeith\n\n${attribution}\n> Hi Keith, proofs attached. ${promise}\n> Ana`;

const ROWS: Row[] = [
  {
    name: 'a ">"-marked quote of the user keeps her promise, read on the day she wrote it',
    text: REPLY('Hi Ana,', '> On Mon, Ana Lopez wrote:', "I'll book the courier by Friday."),
    want: [
      { has: 'send final page count', due: '2026-11-26', people: ['Keith'] },
      { has: 'book courier', due: '2026-11-27' },
    ],
  },
  {
    name: '"tomorrow" in a quote written yesterday is today',
    text: REPLY('Hi Ana,', '> On Mon, Ana Lopez wrote:', "I'll return the signed quote tomorrow."),
    want: [{ has: 'send final page count' }, { has: 'return signed quote', due: '2026-11-24' }],
  },
  {
    name: 'greeted by her surname ("Hi Ms. Lopez,"), the quote is still hers',
    text: REPLY(
      'Hi Ms. Lopez,',
      '> On 23 Nov 2026, at 18:05, Ana Lopez wrote:',
      "I'll check the paper stock with the mill.",
    ),
    want: [{ has: 'send final page count' }, { has: 'check paper stock' }],
  },
  {
    name: 'someone else whose name starts like hers ("Hi Dan," over "Daniela Ruiz wrote:") is not the user',
    text: `From: Keith Munro <keith@munro-print.example>\nTo: Dan Lopez\nSubject: Re: spring catalogue\n\nHi Dan,\n\nCould you send me the final page count by Thursday?\n\nBest,\nKeith\n\n> On Mon, Daniela Ruiz wrote:\n> Hi Keith, proofs attached. I'll book the courier by Friday.\n> Daniela`,
    want: [{ has: 'send final page count' }],
  },
  {
    name: 'a short form that is no name of its own ("Hey Steph," over "Stephanie Ortiz wrote:") is her',
    text: `From: Keith Munro <keith@munro-print.example>\nTo: Stephanie Ortiz\nSubject: Re: spring catalogue\n\nHey Steph,\n\nCould you send me the final page count by Thursday?\n\nBest,\nKeith\n\n> On Mon, Stephanie Ortiz wrote:\n> Hi Keith, proofs attached. I'll book the courier by Friday.\n> G`,
    want: [{ has: 'send final page count' }, { has: 'book courier', due: '2026-11-27' }],
  },
  {
    name: 'a promise for a day already past (Monday, written the Friday before) is no task',
    text: REPLY(
      'Hi Ana,',
      '> On Fri, Nov 20, 2026 at 9:15 AM Ana Lopez wrote:',
      "I'll send the cover files Monday.",
    ),
    want: [{ has: 'send final page count' }],
  },
  {
    name: 'a promise for "tonight" two days ago is no task either',
    text: REPLY('Hi Ana,', '> On Sun, 22 Nov, Ana Lopez wrote:', "I'll upload the last two spreads tonight."),
    want: [{ has: 'send final page count' }],
  },
];

describe('the user’s own promises in a message of theirs quoted under a reply', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
