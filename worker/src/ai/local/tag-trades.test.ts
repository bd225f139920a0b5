/**
 * Tags of people's trades and of work email (issue 12): a lawyer's "Cases", a farmer's "Farm", an accountant's
 * "Clients", a freelancer's quote, a parent-to-be's "Baby" get the words their dumps use, and the words that only
 * look like theirs do not count — "book the dentist" is no book club's, a quote wanted "before Christmas" no
 * family's — and a pasted email's subject says what its requests are about. Dumps written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "the verb 'book' is no book club's book",
    extra: ['Book club'],
    text: 'Book the dentist. Book the MOT. Send the book list for next year round the group.',
    want: [
      { has: 'dentist', tag: 'Life' },
      { has: 'mot', tag: 'Life' },
      { has: 'book list', tag: 'Book club' },
    ],
  },
  {
    name: "a client's quote wanted before Christmas is the freelance work's, not the family's",
    extra: ['Freelance'],
    text: "Hi, attached is the renewal for next year. Please sign and return it by the 30th. We'd also like a quote for the brand refresh before Christmas.\n\nThanks, Dana",
    want: [
      { has: 'sign', tag: 'Freelance' },
      { has: 'quote', tag: 'Freelance' },
    ],
  },
  {
    name: "a sentence that opens with 'And' is still one errand for a child by name",
    extra: ['Teaching'],
    text: 'Write reports, plan the assembly. And book a dentist for Oscar.',
    want: [
      { has: 'reports', tag: 'Teaching' },
      { has: 'assembly', tag: 'Teaching' },
      { has: 'dentist', tag: 'Family' },
    ],
  },
  {
    name: "a lawyer's Cases tag means the case work, billing the client included",
    extra: ['Cases'],
    text: 'Bill the client for November. Prepare the bundle for the hearing. Renew my passport.',
    want: [
      { has: 'bill', tag: 'Cases' },
      { has: 'bundle', tag: 'Cases' },
      { has: 'passport', tag: 'Life' },
    ],
  },
  {
    name: "a farm's gate and field, an accountant's bank statements from a client, a baby's car seat",
    extra: ['Farm', 'Clients', 'Baby'],
    text: 'Fix the gate in the top field. Chase the bank statements from Mrs Okoro for her year end. Install the car seat. Book the NCT class.',
    want: [
      { has: 'gate', tag: 'Farm' },
      { has: 'bank statements', tag: 'Clients' },
      { has: 'car seat', tag: 'Baby' },
      { has: 'nct', tag: 'Baby' },
    ],
  },
  {
    name: 'train tickets for the weekend are the writer’s own, in a dump about the plant',
    text: 'Order new belts for the conveyor, book train tickets to Leeds for the weekend, check the torque on the new press.',
    want: [
      { has: 'belts', tag: 'Work-Manufacturing' },
      { has: 'train tickets', tag: 'Life' },
      { has: 'torque', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: "a pasted alert email's subject says what its requests are about; the school run stays the family's",
    text: 'Subject: PagerDuty: [Triggered] disk usage > 90% on db-prod-2\n\nnote: clean up the old WAL files and resize the volume before tonight. also do the school run tomorrow',
    want: [
      { has: 'wal', tag: 'Work-DevOps' },
      { has: 'volume', tag: 'Work-DevOps' },
      { has: 'school run', tag: 'Family' },
    ],
  },
];

describe('tags of trades and work email', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
