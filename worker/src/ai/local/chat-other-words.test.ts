/**
 * Pasted chats where the answer takes a request on in words of its own ("can you get the locksmith in?" — "I'll call
 * Keyfix after lunch"): one task, the request's, dated by the answer. Chats written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'an answer with another verb and thing is how the request gets done, not a second task',
    text: "[09:02] Omar: can you get the locksmith in for the back door this week?\n[09:10] Me: I'll call Keyfix after lunch",
    want: [{ has: 'locksmith', due: '2026-11-24', people: ['Omar'] }],
  },
  {
    name: '"on it, will …" to "can someone…" dates the request by the answer',
    text: 'Tess  8:01 AM\ncan someone find out why the invoices job failed on sunday\nme  8:05 AM\non it, will go through the worker logs tomorrow',
    want: [{ has: 'invoices job', due: '2026-11-25' }],
  },
  {
    name: 'an answer that adds a thing of its own ("I\'ll also…") stays a task',
    text: "[09:02] Omar: can you get the locksmith in for the back door?\n[09:10] Me: I'll also order a new bin",
    want: [{ has: 'locksmith' }, { has: 'order bin' }],
  },
  {
    name: 'a step said to come first ("I\'ll pull the numbers first") stays a task',
    text: "[14:00] Kim: can you look at trimming the storage bill before the review?\n[14:05] Me: sure, I'll export the usage report first",
    want: [{ has: 'storage bill' }, { has: 'export usage report' }],
  },
  {
    name: "the user's next words do not answer a request put to another speaker of the chat",
    text: "[10:00] Ravi: @Lena can you restart the staging box?\n[10:02] Me: I'll update the changelog tonight\n[10:05] Lena: done",
    want: [{ has: 'update changelog', due: '2026-11-24' }],
  },
  {
    name: 'the answer right after the request is the one that takes it on, not an earlier one',
    text: "[10:00] Ravi: @Lena can you restart the staging box?\n[10:01] Lena: yep\n[10:02] Ravi: can you send me the release notes?\n[10:03] Me: I'll update the changelog tonight",
    want: [{ has: 'restart staging box' }, { has: 'release notes', due: '2026-11-24' }],
  },
  {
    name: 'another speaker\'s promise is one sentence, whatever dots its words hold ("m5.large")',
    text: "(I'm Noor)\n[09:03] Eli: i'll move the db to an r6g.large tomorrow\n[09:04] Ana: thanks",
    want: [],
  },
  {
    name: '"someone has to redo the seating plan" — the user\'s "Hana, can you take the seating plan?": one task, Hana\'s',
    text: '[14:02] Dev: someone has to redo the seating plan for the gala\n[14:04] me: Hana, can you take the seating plan by Thursday?',
    want: [{ has: 'seating plan gala', due: '2026-11-26', people: ['Hana'] }],
  },
  {
    name: '"I\'ll handle the label printer" takes on "someone should fix the label printer": one task',
    text: "[10:15] Rui: someone should fix the label printer in dispatch\n[10:20] me: I'll handle the label printer tomorrow",
    want: [{ has: 'fix label printer', due: '2026-11-25' }],
  },
];

describe('a chat answer in other words', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
