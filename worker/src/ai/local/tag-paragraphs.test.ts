/**
 * A task's own words outweigh its neighbours' (issue 12, tags from meaning): a paragraph with no word of a work tag
 * does not take that work from the paragraphs around it — a cover letter to proofread and a rota to talk over after
 * a paragraph about the cluster or the press line are personal errands — and "queue" as what the writer does ("queue
 * at the post office") is no queue of messages. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a paragraph of errands after one about the cluster',
    text: "The staging cluster ran out of disk again overnight, I need to expand the volume. Also rotate the TLS certs before they expire on the 3rd.\n\nTalk to Meera about the rota. Proofread Ingrid's cover letter before she sends it off.",
    want: [
      { has: 'volume', tag: 'Work-DevOps' },
      { has: 'certs', tag: 'Work-DevOps' },
      { has: 'meera', tag: 'Life' },
      { has: 'cover letter', tag: 'Life' },
    ],
  },
  {
    name: 'errands between two paragraphs about the press line',
    text: "Line 2 changeover took 90 minutes again, get the SMED team together. Order the new die set from Hartmann.\n\nProofread Ingrid's cover letter. Talk to Meera about the rota.\n\nAsk quality to re-run the torque audit on station 5.",
    want: [
      { has: 'smed', tag: 'Work-Manufacturing' },
      { has: 'die set', tag: 'Work-Manufacturing' },
      { has: 'cover letter', tag: 'Life' },
      { has: 'meera', tag: 'Life' },
      { has: 'torque', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: "an outage, mum's birthday, then errands of their own",
    text: "Postmortem for Saturday's outage due Wednesday. Check the Kafka consumer lag alerts.\n\nMum's birthday is Sunday. Order flowers and book the restaurant.\n\nProofread Ingrid's CV. Ask Meera to swap weekends on the rota.",
    want: [
      { has: 'postmortem', tag: 'Work-DevOps' },
      { has: 'kafka', tag: 'Work-DevOps' },
      { has: 'flowers', tag: 'Family' },
      { has: 'restaurant', tag: 'Family' },
      { has: 'cv', tag: 'Life' },
      { has: 'meera', tag: 'Life' },
    ],
  },
  {
    name: 'a list under "Other" after one under "Work stuff"',
    text: "Work stuff\n- bump the node version on the build runners\n- review Ana's terraform PR\n\nOther\n- talk to Meera about the rota\n- proofread Ingrid's cover letter",
    want: [
      { has: 'node', tag: 'Work-DevOps' },
      { has: 'terraform', tag: 'Work-DevOps' },
      { has: 'meera', tag: 'Life' },
      { has: 'cover letter', tag: 'Life' },
    ],
  },
  {
    name: 'queuing at the post office between a dead-letter queue and a pipeline',
    text: 'Drain the dead-letter queue for the billing consumer. Queue at the post office for the parcel on Thursday. Rebuild the CI cache, builds are crawling.',
    want: [
      { has: 'dead-letter', tag: 'Work-DevOps' },
      { has: 'post office', tag: 'Life' },
      { has: 'cache', tag: 'Work-DevOps' },
    ],
  },
];

describe("a task's own paragraph outweighs the paragraphs around it", () => {
  it.each(ROWS)('$name', (row) => check(row));
});
