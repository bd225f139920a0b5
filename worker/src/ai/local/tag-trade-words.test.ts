/**
 * The trades' own words the work lexicons lacked (issue 12, Work vs Life): a platform's load balancer and health
 * checks written as two words, a pull request, node pools and nodes, a replication user's password, InfluxDB; a
 * plant's pick-and-place and its vacuum cups, a robot gripper, a hopper dryer, a palletiser. With none of them, a
 * vacuum, a dryer or a drain read as the writer's home. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a platform's load balancer, pull request, nodes and replication password, beside the dentist",
    text: 'Rotate the replication user’s password before the next drill. Finish reviewing Omar’s pull request. Drain the old nodes. The load balancer health checks are flapping in eu-central-1, tweak the thresholds. Book the dentist for Friday.',
    want: [
      { has: 'replication', tag: 'Work-DevOps' },
      { has: 'pull request', tag: 'Work-DevOps' },
      { has: 'nodes', tag: 'Work-DevOps' },
      { has: 'thresholds', tag: 'Work-DevOps' },
      { has: 'dentist', tag: 'Life' },
    ],
  },
  {
    name: "a plant's vacuum cups, hopper dryer and palletiser, beside the gas bill",
    text: 'Check whether we have spare vacuum cups for the pick-and-place. Chase the hopper dryer repair, press 9 is down. Finish the board paper on capex for the new palletiser. Order spare vacuum cups for the robot gripper. Pay the gas bill.',
    want: [
      { has: 'pick-and-place', tag: 'Work-Manufacturing' },
      { has: 'hopper', tag: 'Work-Manufacturing' },
      { has: 'palletiser', tag: 'Work-Manufacturing' },
      { has: 'gripper', tag: 'Work-Manufacturing' },
      { has: 'gas bill', tag: 'Life' },
    ],
  },
];

describe("the trades' own words (issue 12)", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
