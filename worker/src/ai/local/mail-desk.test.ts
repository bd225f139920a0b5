/**
 * The user's own work mail (issue 12, tags from meaning): a message the user wrote and signed with their job is that
 * work's — with no tag of theirs for it, office work (Unsorted), not Life's or the family's by its everyday words. A
 * note of their own under it keeps its tag, and a mail they received (a school's to its parents) is untouched. Written
 * for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

/** A client's answer forwarded to the user, over the user's own message it quotes, signed `sig`. */
const thread = (sig: string) =>
  [
    'fwd from Tom, sort this before Friday',
    '',
    'From: Tom Reyes <tom.reyes@example.com>',
    'Date: Mon, 23 Nov 2026 at 19:02',
    'Subject: Re: Lisbon trip',
    'To: Maya Patel',
    '',
    'Hi Maya,',
    'Thanks, the second hotel looks great. Could you book it for the 12th and send us the train tickets?',
    'Tom',
    '',
    'On Fri, 20 Nov 2026 at 10:15, Maya Patel <maya@example.com> wrote:',
    '> Hi Tom, here are two hotels near the old town.',
    `> Maya Patel${sig}`,
  ].join('\n');

const rows: Row[] = [
  {
    name: 'a reply signed with a job, over the thread it answers',
    text: [
      'Hi Dana,',
      '',
      "Thanks for flagging it. I'll email his GP tonight about the forms, and I'll book the patient transport for Monday.",
      'Could you check that his meds are packed before he goes home?',
      '',
      'Best,',
      'Priya',
      '',
      'Priya Shah, LCSW',
      "Care Coordination | St Anne's Hospital",
      '',
      'On Mon, 23 Nov 2026 at 18:40, Dana Cole <dana.cole@example.org> wrote:',
      '> Priya, his family still has no date. Can someone call them?',
    ].join('\n'),
    want: [
      { has: 'forms', tag: 'Unsorted' },
      { has: 'transport', tag: 'Unsorted' },
      { has: 'meds', tag: 'Unsorted' },
    ],
  },
  {
    name: 'a mail the user says they sent, and a note of their own under it',
    text: [
      'sent this to the tenant this morning',
      '',
      'Hi Mr Okoye,',
      '',
      "Sorry about the leak. I'll have the plumber come round on Thursday and I'll drop the spare keys at your flat tonight.",
      '',
      'Kind regards,',
      'Lena Fischer',
      'Property Manager | Altbau Lettings Ltd',
      '',
      'also pick up Mia from nursery at 5',
    ].join('\n'),
    want: [
      { has: 'plumber', tag: 'Unsorted' },
      { has: 'keys', tag: 'Unsorted' },
      { has: 'nursery', tag: 'Family' },
    ],
  },
  {
    name: 'a school’s mail to its parents is not the user’s work',
    text: [
      'Dear parents,',
      '',
      'The Year 3 trip to the farm is on Friday. Please pack a raincoat and send back the signed slip by Wednesday.',
      '',
      'Kind regards,',
      'Ms Lee',
      'Year 3 Teacher | Oakfield Primary School',
    ].join('\n'),
    want: [
      { has: 'raincoat', tag: 'Family' },
      { has: 'slip', tag: 'Family' },
    ],
  },
  {
    name: 'a mail to the user’s team signed with a head of a department',
    text: [
      'Hi all,',
      '',
      "Before the offsite: I'll book the train tickets for everyone tomorrow and order the lunch for Thursday.",
      'Nadia, can you print the name badges?',
      '',
      'Thanks,',
      'Sam',
      '',
      'Sam Ortiz | Head of Operations | Brightpath',
    ].join('\n'),
    want: [
      { has: 'train', tag: 'Unsorted' },
      { has: 'lunch', tag: 'Unsorted' },
      { has: 'badges', tag: 'Unsorted', people: ['Nadia'] },
    ],
  },
  {
    name: 'a note saying whom the mail came from: the user received it',
    text: [
      'from Priya, our accountant',
      '',
      'Hi Sam and Alex,',
      '',
      'To finish your tax return I need two things:',
      '- Sam, can you send me the P60 by the 15th?',
      '- Alex, please sign the engagement letter on the portal.',
      '',
      'Cheers,',
      'Priya',
      '',
      'Priya Nair, CPA',
      'Nair & Co Accountants Ltd',
    ].join('\n'),
    want: [
      { has: 'p60', tag: 'Life' },
      { has: 'engagement', tag: 'Life' },
    ],
  },
  {
    name: 'a thread sent to the user, quoting their own message signed with their job',
    text: thread(' | Travel Consultant | Northstar Travel'),
    want: [
      { has: 'hotel', tag: 'Unsorted' },
      { has: 'tickets', tag: 'Unsorted' },
    ],
  },
  {
    name: 'the same thread signed with a name only is the user’s own trip',
    text: thread(''),
    want: [
      { has: 'hotel', tag: 'Life' },
      { has: 'tickets', tag: 'Life' },
    ],
  },
];

describe("the user's own mail signed with their job is that work's", () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, r) => check(r));
});
