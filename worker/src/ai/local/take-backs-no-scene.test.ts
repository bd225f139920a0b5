/**
 * An action the writer takes back in the sentence that says it ("…, no, scratch that, Dana already did", "…, never
 * mind") or in the one after it ("Actually never mind.", a question to self answered "Nah, …") gives no task, and it —
 * with the sentence that takes it back — is no scene either: it does not say what the tasks next to it are about (issue 12,
 * "tags from meaning"). The task after it takes the tag its own words, the block or its neighbours give. Dumps written
 * for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a family errand taken back between two care visits does not make the training between them Family',
    text: "Bring the dressing packs for Mr Ortiz's first visit. I have to finish the online safeguarding course by Friday. And pick up the car seat for the kids, no, scratch that, Dana already did. Then phone the pharmacy about the repeat prescriptions.",
    extra: ['Homecare'],
    want: [
      { has: 'dressing packs', tag: 'Homecare' },
      { has: 'safeguarding course', due: '2026-11-27', tag: 'Homecare' },
      { has: 'phone pharmacy', tag: 'Homecare' },
    ],
  },
  {
    name: 'flowers for mum, "never mind", after a deploy do not make the write-up after them Family',
    text: 'Roll back the payments deploy on the staging cluster tonight. Order flowers for mum, never mind, Dad already did. Write up the notes by Friday.',
    want: [
      { has: 'roll back payments deploy', tag: 'Work-DevOps' },
      { has: 'write up notes', due: '2026-11-27', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'an errand the next sentence takes back ("Actually never mind, …") is no scene either, nor is that sentence',
    text: 'Roll back the payments deploy on the staging cluster tonight. Order flowers for mum. Actually never mind, Dad already did. Write up the notes by Friday.',
    want: [
      { has: 'roll back payments deploy', tag: 'Work-DevOps' },
      { has: 'write up notes', due: '2026-11-27', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'a question to self answered no ("Should I …? Nah, …") is no scene for the task after it',
    text: 'Roll back the payments deploy on the staging cluster tonight. Should I order flowers for mum? Nah, Dad sorted it. Write up the notes by Friday.',
    want: [
      { has: 'roll back payments deploy', tag: 'Work-DevOps' },
      { has: 'write up notes', due: '2026-11-27', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'a list item asked and taken back ("renew my library card?? no wait …, ignore") lends its errand to no item next to it',
    text: [
      'to do this week',
      '1. cover sketches for the publisher by friday',
      '2. send Marta the invoice for the second chapter',
      '3. renew my library card?? no wait it does not expire, ignore',
      '4. upload the ink scans to the shared drive',
    ].join('\n'),
    want: [
      { has: 'cover sketches', due: '2026-11-27', tag: 'Unsorted' },
      { has: 'invoice', tag: 'Unsorted' },
      { has: 'upload ink scans', tag: 'Unsorted' },
    ],
  },
  {
    name: 'a sentence that stays, not taken back, still says what the task after it is about',
    text: "Roll back the payments deploy on the staging cluster tonight. Mum's in hospital again. Write up the notes by Friday.",
    want: [
      { has: 'roll back payments deploy', tag: 'Work-DevOps' },
      { has: 'write up notes', due: '2026-11-27', tag: 'Family' },
    ],
  },
];

describe('an action taken back is no scene', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
