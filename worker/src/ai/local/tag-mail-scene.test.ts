/**
 * Notes about a pasted message (issue 12, tags from meaning): what the user writes under a school's, a supplier's or a
 * team's mail, in words that say nothing of an area ("return the form", "pay the 15 on the app"), is filed where the
 * mail is from — which its greeting, signature and quoted thread say, though cleaning blanks them. A note the user
 * labels as their own ("home stuff:") and the same words with no mail stay Life. Written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const SCHOOL = [
  'On Mon, 23 Nov 2026 at 09:12, Adaeze Okafor <a.okafor@hillside-primary.example> wrote:',
  '> Dear Year 2 parents,',
  '> The class trip to the aquarium is on Friday 4 December. Please send back the consent form and the $15 by',
  '> Wednesday. Children need a packed lunch and a sun hat.',
  '> Warm regards,',
  '> Ms Okafor, Year 2 Teacher | Hillside Primary School',
  '',
].join('\n');

const rows: Row[] = [
  {
    name: 'notes under a school mail are the family’s',
    text: `${SCHOOL}ok so: sign the slip, pay the 15 on the app, then tidy the laundry.`,
    want: [
      { has: 'slip', tag: 'Family' },
      { has: 'pay', tag: 'Family' },
      { has: 'laundry', tag: 'Life' },
    ],
  },
  {
    name: 'a label of the writer’s own keeps a note Life',
    text: `${SCHOOL}home stuff, before Friday: sign the slip, pay the 15 on the app, then tidy the laundry.`,
    want: [
      { has: 'slip', tag: 'Life' },
      { has: 'pay', tag: 'Life' },
      { has: 'laundry', tag: 'Life' },
    ],
  },
  {
    name: 'with no mail the same words are Life',
    text: 'Pay the 15 on the app.',
    want: [{ has: 'pay', tag: 'Life' }],
  },
];

describe('notes about a pasted mail are filed where the mail is from', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, r) => check(r));
});
