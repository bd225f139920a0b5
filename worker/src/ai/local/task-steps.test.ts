/**
 * A task's last step said with its verb alone (issue 12, "checklists" and "dictation"): "tag the release and push after
 * QA signs off" is one task, not a second task "Push after QA signs off"; a verb with an object of its own, or said
 * with its own subject, is a task of its own. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a verb alone after "and", with only when to do it, finishes the task before it',
    text: [
      'tag the release and push after QA signs off',
      'merge the hotfix branch and deploy tonight',
      'write up the site visit and send by Friday',
    ].join('\n'),
    want: [
      { has: 'tag release push', title: 'Tag the release and push' },
      { has: 'merge hotfix branch deploy', title: 'Merge the hotfix branch and deploy', due: '2026-11-24' },
      { has: 'write site visit send', title: 'Write up the site visit and send', due: '2026-11-27' },
    ],
  },
  {
    name: 'so does one after "then", "+" or "&", or one done again ("…and redeploy."), after a task with its object',
    text: [
      'patch the nginx config and redeploy.',
      'fill in the insurance form + re-send',
      'ask Mira to count the chairs first then order.',
    ].join('\n'),
    want: [
      { has: 'patch nginx config redeploy', title: 'Patch the nginx config and redeploy' },
      { has: 'fill insurance form re-send', title: 'Fill in the insurance form and re-send' },
      { has: 'ask mira count chairs order', people: ['Mira'] },
    ],
  },
  {
    name: 'a verb with its own object, after a dash, or with its own subject stays a task of its own',
    text: [
      'sand the door and paint the frame',
      'cancel the old broadband - call the provider before the 10th',
      'renew the van insurance and I need to ring the broker by Monday',
    ].join('\n'),
    want: [
      { has: 'sand door', title: 'Sand the door' },
      { has: 'paint frame', title: 'Paint the frame' },
      { has: 'cancel old broadband' },
      { has: 'call provider', due: '2026-12-10' },
      { has: 'renew van insurance' },
      { has: 'ring broker', due: '2026-11-30' },
    ],
  },
  {
    name: 'what a reply offers is what it says, one task with it ("reply to the buyer, offer a refund")',
    text: [
      'reply to the guest whose mug arrived cracked, offer a replacement',
      '- answer the woman who got the wrong size scarf — refund or exchange',
      'email the printer back, apologise for the late proofs',
    ].join('\n'),
    want: [
      { has: 'reply guest mug offer replacement' },
      { has: 'answer woman wrong size scarf' },
      { has: 'email printer back' },
    ],
  },
  {
    name: 'a name before "— propose" is whose job it is, no message before it',
    text: '- Tove — propose a new rota in #kitchen',
    want: [{ has: 'propose new rota', people: ['Tove'] }],
  },
  {
    name: 'the errand that gets what a thing needs is that task: "brooms need new heads, order 4", "…needs replacing, order one"',
    text: [
      'the kiln needs new shelves, order 3 from the supplier.',
      'home: the hoover filter needs replacing, order one online',
      "Gran's TV box needs resetting, pop round on Sunday",
    ].join('\n'),
    want: [
      { has: 'new shelves kiln' },
      { has: 'replace hoover filter' },
      { has: 'reset', due: '2026-11-29' },
    ],
  },
  {
    name: 'an errand with a thing of its own after a need stays a task of its own',
    text: 'the van needs new wipers, book the MOT too',
    want: [{ has: 'new wipers van' }, { has: 'book mot' }],
  },
];

describe('a last step said with its verb alone', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
