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

const MENTIONS_AND_FIELDS: Row[] = [
  {
    name: 'mid-line "Name - do X" after a heading colon, with no request word',
    text: 'From the kitchen walk-through: Oyelaran - replace the fryer filters. Ines, please count the walk-in.',
    want: [
      { has: 'fryer filters', people: ['Oyelaran'] },
      { has: 'count walk-in', people: ['Ines'] },
    ],
  },
  {
    name: 'a lowercase @mention before an imperative is the person, not part of the title',
    text: '@dana follow up w/ legal on the NDA',
    want: [{ has: 'follow legal nda', people: ['Dana'] }],
  },
  {
    name: 'an e-mail address is not a mention',
    text: 'Forward the rota to roster@clinic.org by Friday.',
    want: [{ has: 'forward rota', due: '2026-11-27', people: [] }],
  },
  {
    name: 'one line of fields: "Owner: Sam; Task: …; Due: …"',
    text: 'Owner: Sam; Task: rotate the API keys; Due: Dec 2',
    want: [{ title: 'Rotate the API keys', has: 'rotate keys', due: '2026-12-02', people: ['Sam'] }],
  },
  {
    name: 'an "Owner:" line names who does the lines under it, up to a blank line',
    text: 'Owner: Bo\nTask: patch the VPN concentrator\n\nOwner: Priya Nair\nTask: renew the TLS certs',
    want: [
      { has: 'patch vpn', people: ['Bo'] },
      { has: 'renew tls', people: ['Priya Nair'] },
    ],
  },
  {
    name: 'a role with its holder in brackets: "Maintenance (Reggie): fix…"',
    text: 'Action items:\nMaintenance (Reggie): fix the coolant leak on CNC 4 by Wed\nMe - send the scrap report EOD',
    want: [
      { has: 'coolant leak', due: '2026-11-25', people: ['Reggie'] },
      { has: 'scrap report', people: [] },
    ],
  },
  {
    name: '"Who is going to…?" names nobody',
    text: 'Who is going to book the hall for the quiz night?',
    want: [{ has: 'book hall', people: [] }],
  },
];

const RECIPIENTS: Row[] = [
  {
    name: 'a message the user sent: its requests are for the "To:" recipients',
    text: 'To: Dana Reyes <dana@fernhill.io>; Bo Lind\nSubject: launch deck\n\nHi both,\nCan you review the launch deck by Friday?\n\nThanks\nSam',
    want: [{ has: 'review launch deck', due: '2026-11-27', people: ['Dana', 'Bo'] }],
  },
  {
    name: '… for the one the greeting names',
    text: 'To: Dana Reyes; Bo Lind\nSubject: launch deck\n\nHi Bo,\nCould you send the venue invoice by Monday? I will do the slides.\n\nSam',
    want: [
      { has: 'venue invoice', due: '2026-11-30', people: ['Bo'] },
      { has: 'slides', people: [] },
    ],
  },
];

const MESSAGE_TASKS: Row[] = [
  {
    name: 'in a message to the user, a request addressed to the user by name is the user’s own',
    text: 'From: Kelsey Ward\nTo: Nate Brooks\nSubject: forecast\n\nHey Nate, thanks for the call. Nate, can you update the renewal forecast by Friday?',
    want: [{ has: 'renewal forecast', due: '2026-11-27', people: [] }],
  },
  {
    name: '"… and report back" is part of the task before it',
    text: "I'll run the stock count in the cold store myself and report back on Monday.",
    want: [{ has: 'stock count report back', due: '2026-11-30', people: [] }],
  },
  {
    name: 'an announcement that something goes live or out is not a task',
    text: 'Team,\n\nThe new rota goes live Monday. Invites go out Friday. Please check your shifts by Sunday.\n\nThanks\nMarguerite',
    want: [{ has: 'check shifts', due: '2026-11-29', people: [] }],
  },
];

const CONTACTS: Row[] = [
  {
    name: 'the contact at a firm is on the task ("…, Hannah is our contact there")',
    text: 'Send KPMG the fixed asset register by Friday, Oluchi is our contact there.',
    want: [{ has: 'fixed asset register', due: '2026-11-27', people: ['Oluchi'] }],
  },
  {
    name: '"Name at Firm will…" is that person’s, not the firm’s',
    text: 'Dana at Fernhill will send the signed SOW on Friday.',
    want: [{ has: 'signed sow', due: '2026-11-27', people: ['Dana'] }],
  },
];

describe('possessives, round eight', () => {
  it.each(POSSESSIVES)('$name', (row) => check(row));
});

describe('mentions, dashes and owner fields, round eight', () => {
  it.each(MENTIONS_AND_FIELDS)('$name', (row) => check(row));
});

describe('recipients of a sent message, round eight', () => {
  it.each(RECIPIENTS)('$name', (row) => check(row));
});

describe('what a pasted message asks, round eight', () => {
  it.each(MESSAGE_TASKS)('$name', (row) => check(row));
});

describe('contacts at a firm, round eight', () => {
  it.each(CONTACTS)('$name', (row) => check(row));
});

describe('asides that name who is on a task, round eight', () => {
  it.each(ASIDES)('$name', (row) => check(row));
});
