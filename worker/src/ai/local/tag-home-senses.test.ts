/**
 * Work words with a home sense (issue 12, Work vs Life look-alikes): a garlic or a French press, a torque wrench for
 * the car's wheels, a grandparent's maintenance meds (the tablets taken every day), the materials for a child's
 * science project, a cluster of hydrangeas, a Minecraft server for a birthday. Between plant or platform jobs they
 * took the work tag. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a press, a torque wrench, maintenance meds and project materials at home, between plant jobs',
    text: 'Press 3 tonnage alarm again, get maintenance to check the overload. Scrap on line 2 is at 5%, run a Pareto. Buy a new garlic press. Borrow the torque wrench from Dave for the car wheels. Pick up Nana’s maintenance meds from the pharmacy. Buy the materials for Sam’s science project.',
    want: [
      { has: 'overload', tag: 'Work-Manufacturing' },
      { has: 'pareto', tag: 'Work-Manufacturing' },
      { has: 'garlic press', tag: 'Life' },
      { has: 'torque wrench', tag: 'Life' },
      { has: 'maintenance meds', tag: 'Family' },
      { has: 'science project', tag: 'Family' },
    ],
  },
  {
    name: 'the French press that cracked at home is no press of the plant',
    text: 'Die change on press 5 took an hour, book the tooling tech. The French press at home cracked, order a new one.',
    want: [
      { has: 'tooling', tag: 'Work-Manufacturing' },
      { has: 'new one', tag: 'Life' },
    ],
  },
  {
    name: 'a cluster of hydrangeas and a Minecraft server for a birthday, between platform jobs',
    text: 'Bump the node pool on staging. Rotate the TLS certs. Prune the hydrangea cluster by the gate. Set up a Minecraft server for Leo’s birthday.',
    want: [
      { has: 'node pool', tag: 'Work-DevOps' },
      { has: 'tls', tag: 'Work-DevOps' },
      { has: 'hydrangea', tag: 'Life' },
      { has: 'minecraft', tag: 'Family' },
    ],
  },
];

describe('work words in their home sense (issue 12)', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
