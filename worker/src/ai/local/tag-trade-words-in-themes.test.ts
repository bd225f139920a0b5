/**
 * A platform job among the errands of a custom tag's dump (issue 12, Work vs Life): a word that is the trade's own
 * (PagerDuty, Terraform, Kubernetes) in the task's sentence is no chance word, however much the dump says of the
 * user's own area; and the word that names a list ("ugh list:", "to-do list") is no word of an area — a seller's
 * listings do not take every item under it. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "the PagerDuty schedule among the pets' and the brewing's jobs is the platform's",
    extra: ['Pets', 'Homebrew'],
    text: '- worm the cat\n- book the kennel for the holidays\n- order a new hydrometer and a sack of malt\n- the PagerDuty schedule still lists Ravi, update it',
    want: [
      { has: 'worm', tag: 'Pets' },
      { has: 'kennel', tag: 'Pets' },
      { has: 'hydrometer', tag: 'Homebrew' },
      { has: 'pagerduty', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "a list's name is no seller's listing: the on-call item under it stays the platform's",
    extra: ['Side Project', 'Dog'],
    text: 'ugh list:\n- ship the landing page for the app\n- add Stripe checkout to the app\n- the PagerDuty policy for billing is wrong, fix it tomorrow',
    want: [
      { has: 'landing page', tag: 'Side Project' },
      { has: 'stripe', tag: 'Side Project' },
      { has: 'pagerduty', tag: 'Work-DevOps' },
    ],
  },
];

describe("a trade's own word and a list's name in a custom tag's dump", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
