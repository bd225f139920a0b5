/**
 * Round eight of the issue-12 failure classes: who is on a task when a possessive, an aside or a dash names
 * someone ("email Deniz's teacher", "(ask Tomas)", "— Jo —"), mid-line "Name - do X", field lines
 * ("Owner: Sam; Task: …"), lowercase @mentions, contacts at a firm and recipient lines. Dumps written for
 * these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const POSSESSIVES: Row[] = [
  {
    name: 'the owner of a place is not on the task ("call Dr Lindqvist’s office")',
    text: "Call Dr Lindqvist's office to move the check-up.",
    want: [{ has: 'lindqvist office', people: [] }],
  },
  {
    name: 'the owner of another person is not on the task ("email Oskar’s teacher")',
    text: "Email Oskar's teacher about the field trip money.",
    want: [{ has: 'teacher field trip', people: [] }],
  },
  {
    name: 'a work item’s owner still is ("review Ines’s pull request")',
    text: "Review Ines's pull request before standup.",
    want: [{ has: 'pull request', people: ['Ines'] }],
  },
  {
    name: 'a possessive surname after a first name names nobody ("ask Sam Okoro’s manager")',
    text: "Ask Sam Okoro's manager for the sign-off.",
    want: [{ has: 'manager sign-off', people: [] }],
  },
];

const ASIDES: Row[] = [
  {
    name: 'an aside "(ask Name)" puts that person on the item, not a task of its own',
    text: 'prep list\n1. sharpen the mandolines\n2. descale the combi oven (ask Benedikt)',
    want: [
      { has: 'sharpen mandolines', people: [] },
      { has: 'descale combi oven', people: ['Benedikt'] },
    ],
  },
  {
    name: '"… and loop in Name" is on the task before it',
    text: "Happy to help, I'll run the vendor demo on Friday and loop in Yusra.",
    want: [{ has: 'vendor demo', due: '2026-11-27', people: ['Yusra'] }],
  },
  {
    name: '"do X — Name — date": the name is who, not part of the title',
    text: 'update the on-call runbook — Jo — EOW',
    want: [{ has: 'runbook', title: 'Update the on-call runbook', due: '2026-11-27', people: ['Jo'] }],
  },
  {
    name: 'two names between dashes are both on it',
    text: 'Book the offsite venue — Priya and Tadeo — by Friday',
    want: [{ has: 'offsite venue', due: '2026-11-27', people: ['Priya', 'Tadeo'] }],
  },
  {
    name: '"and ask Name about…" is still a task of its own',
    text: 'Fix the till drawer and ask Tomasz about the float.',
    want: [
      { has: 'till drawer', people: [] },
      { has: 'ask tomasz float', people: ['Tomasz'] },
    ],
  },
];

describe('possessives, round eight', () => {
  it.each(POSSESSIVES)('$name', (row) => check(row));
});

describe('asides that name who is on a task, round eight', () => {
  it.each(ASIDES)('$name', (row) => check(row));
});
