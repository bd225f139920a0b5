/**
 * Work vs Life per task in dumps that mix the two (issue 12): a task's own words decide it, not the dump's lean —
 * "after the deploy, pick up milk" is the milk's in a dump about a release — and a work word used for a thing at home
 * (the washing on the line, the vacuum's belt, photos on the NAS, a smoke alarm, mould on the bathroom ceiling, the
 * heater in a bedroom) is the home's. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "an errand timed by a deploy is the errand's, in a dump about the release",
    text: 'After the deploy, pick up milk and bread. Then check the error rate on the new release and roll back if it spikes.',
    want: [
      { has: 'milk bread', tag: 'Life' },
      { has: 'error rate', tag: 'Work-DevOps' },
      { has: 'roll back', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'the washing on the line and photos on the NAS are the home, TLS certs are the platform',
    text: 'Hang the washing on the line before it rains. Back up the photos to the NAS. Rotate the TLS certs on the ingress.',
    want: [
      { has: 'washing line', tag: 'Life' },
      { has: 'photos nas', tag: 'Life' },
      { has: 'tls certs', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "the vacuum's belt and the washing machine are the home, the conveyor's belt is the plant",
    text: "Order a new belt for the vacuum. Replace the worn belt on the line 2 conveyor. Get the washing machine fixed, the drum won't spin.",
    want: [
      { has: 'belt vacuum', tag: 'Life' },
      { has: 'belt conveyor', tag: 'Work-Manufacturing' },
      { has: 'washing machine', tag: 'Life' },
    ],
  },
  {
    name: 'a smoke alarm is no smoke test',
    text: 'Change the smoke alarm batteries. Add a smoke test to the deploy pipeline. Patch the kernel on the bastion hosts.',
    want: [
      { has: 'smoke alarm', tag: 'Life' },
      { has: 'smoke test', tag: 'Work-DevOps' },
      { has: 'kernel', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "mould on the bathroom ceiling is the flat's, a new mould for press 4 is the plant's",
    text: 'Treat the mould on the bathroom ceiling before the landlord visits. Order a new mould for press 4 and check the scrap rate.',
    want: [
      { has: 'mould bathroom', tag: 'Life' },
      { has: 'mould press', tag: 'Work-Manufacturing' },
      { has: 'scrap rate', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: "the heater in a bedroom is the house's, among a press's faults",
    text: "Press 2 keeps faulting, get maintenance on it. Call the electrician about the heater in the kids' bedroom. Update the downtime log for the shift.",
    want: [
      { has: 'maintenance', tag: 'Work-Manufacturing' },
      { has: 'heater bedroom', tag: 'Life' },
      { has: 'downtime log', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: "the kids' passport photos are the family's, whatever else the dump is about",
    text: "Book the boiler service. Pay the council tax and the water bill. Pick up the kids' passport photos.",
    want: [
      { has: 'boiler', tag: 'Life' },
      { has: 'council tax', tag: 'Life' },
      { has: 'passport photos', tag: 'Family' },
    ],
  },
];

describe('mixed dumps: each task takes the sense its own words give', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
