/**
 * The writer's own things among platform and plant jobs (issue 12, Work vs Life): a chore said by its verb ("batch
 * cook", "press the shirt", "plant the bulbs") is the writer's, not the line's; a server, a disk, a mesh node or a
 * domain at home is the home's; a child's tuition is the family's; and a title that names the meeting and the
 * writer's own things ("standup + personal:") heads a list of both, not the meeting's notes. Dumps written for these
 * tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "chores said by their verbs among the plant jobs are the writer's",
    text: '- line 3 is down again, get maintenance on it\n- batch cook a chilli for the week\n- press my linen shirt for Saturday\n- plant the bulbs along the fence\n- retorque the die clamps on press 2',
    want: [
      { has: 'maintenance', tag: 'Work-Manufacturing' },
      { has: 'chilli', tag: 'Life' },
      { has: 'linen shirt', tag: 'Life' },
      { has: 'bulbs', tag: 'Life' },
      { has: 'die clamps', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: "a server, a disk, a mesh node and a domain at home are the home's among the cluster jobs",
    text: "- the staging cluster is out of memory, resize the node pool\n- home server keeps rebooting, swap the power supply\n- the mesh node on the landing keeps dropping wifi, move it\n- renew the domain for my personal blog\n- defrost the chest freezer\n- pay Ana's tuition for next term",
    want: [
      { has: 'node pool', tag: 'Work-DevOps' },
      { has: 'power supply', tag: 'Life' },
      { has: 'move', tag: 'Life' },
      { has: 'domain', tag: 'Life' },
      { has: 'freezer', tag: 'Life' },
      { has: 'tuition', tag: 'Family' },
    ],
  },
  {
    name: "a title naming the standup and the writer's own things frames neither",
    text: 'standup notes + personal:\n- Ravi: fix the flaky deploy job\n- me: update the runbook for the cert rotation\n- ring nana on Sunday\n- collect the parcel',
    want: [
      { has: 'flaky deploy', tag: 'Work-DevOps', people: ['Ravi'] },
      { has: 'runbook', tag: 'Work-DevOps' },
      { has: 'nana', tag: 'Family' },
      { has: 'parcel', tag: 'Life' },
    ],
  },
  {
    name: "a grandmother by her Zulu name and the boys' cricket are the family's, my own lunches are not",
    text: 'Saturday:\n- take the boys to cricket at 9\n- ring Gogo after lunch\n- prep my lunches for the week',
    want: [
      { has: 'cricket', tag: 'Family' },
      { has: 'gogo', tag: 'Family' },
      { has: 'lunches', tag: 'Life' },
    ],
  },
];

describe("the writer's own things among work jobs", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
