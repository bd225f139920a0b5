/**
 * Spoken run-ons (issue 12, dictation tags): one sentence holds the writer's work and their own errands, and what it
 * says of the work items ("the replicas are lagging again and the alerts are way too noisy") was counted for every
 * task in it at half — enough, summed over a long run-on, to outweigh an errand's own word ("book the optician",
 * "call the plumber"). A task with a word of its own now takes only the sentence's labels ("band stuff first"). A
 * child's holiday camp is the family's. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'an errand with a word of its own, after what the run-on says of the platform',
    text: 'so um I was thinking about the cutover and honestly the postgres replicas are lagging again and the grafana alerts are way too noisy so bump the instance size and also book the optician because my eyes are sore and buy a birthday card for my niece',
    want: [
      { has: 'instance size', tag: 'Work-DevOps' },
      { has: 'optician', tag: 'Life' },
      { has: 'birthday card', tag: 'Family' },
    ],
  },
  {
    name: 'guard: a plumber and the dry cleaning, after what the run-on says of the line',
    text: 'ok so the line two changeover ran long again and the scrap bins by the press are overflowing so get Dave to empty the bins and then call the plumber about the dripping tap and pick up the dry cleaning',
    want: [
      { has: 'empty the bins', tag: 'Work-Manufacturing' },
      { has: 'plumber', tag: 'Life' },
      { has: 'dry cleaning', tag: 'Life' },
    ],
  },
  {
    name: "guard: a child's holiday camp is the family's, whatever the run-on says",
    text: 'so basically the kids have swimming on thursday and I need to buy new goggles for Ava before then and sign her up for the holiday camp',
    want: [
      { has: 'goggles', tag: 'Family' },
      { has: 'holiday camp', tag: 'Family' },
    ],
  },
];

describe('spoken run-ons: a task with a word of its own (issue 12)', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
