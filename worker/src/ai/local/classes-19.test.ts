/**
 * Round nineteen of the issue-12 failure classes: people — a name where the text puts one (a day after a name, a role
 * before it, a lowercase name a causative verb puts to work) and no person where a thing is moved to a system.
 * Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const NAMED_WHERE_PUT: Row[] = [
  {
    name: 'a day after a name is no surname ("Coffee with Nadia Thursday morning"); a role before a name makes it one',
    text: 'Coffee with Nadia Thursday morning.\nCall back the insurance guy Frank about the claim',
    want: [
      { has: 'coffee nadia', due: '2026-11-26', people: ['Nadia'] },
      { has: 'claim', people: ['Frank'] },
    ],
  },
  {
    name: 'dictation: "get dave to sign…", "have jen pull…" name whom the user puts to work',
    text: 'ok so um get dave to sign the lease before friday and have jen pull the invoices',
    want: [
      { has: 'lease', due: '2026-11-27', people: ['Dave'] },
      { has: 'invoices', people: ['Jen'] },
    ],
  },
];

const DOING_THE_ITEM: Row[] = [
  {
    name: 'a list item saying who is doing it ("Zoe + Kai setting up tables", "Mia is sorting…") is theirs',
    text: 'Party prep\n- [ ] Zoe + Kai setting up tables\n- [ ] Priya and Tom running the raffle\n- [ ] balloons → Mia',
    want: [
      { has: 'tables', people: ['Zoe', 'Kai'] },
      { has: 'raffle', people: ['Priya', 'Tom'] },
      { has: 'balloons', people: ['Mia'] },
    ],
  },
];

const WHO_THE_PRONOUN_IS: Row[] = [
  {
    name: 'a run-on: "her" is the relation or the person said last before it, not the first name of the sentence',
    text: "ok so tomorrow I gotta call marcus about the invoice then tell jen the meeting moved to three and my mom wants me to pick up her prescription after work and oh yeah sarah said she'd send the deck but I should follow up with her if it's not in by thursday",
    want: [
      { has: 'marcus invoice', people: ['Marcus'] },
      { has: 'jen meeting', people: ['Jen'] },
      { title: "Pick up my mom's prescription after work", has: 'prescription', people: [] },
      { has: 'follow sarah', due: '2026-11-26', people: ['Sarah'] },
    ],
  },
  {
    name: '"Jo will bring the chairs so remind her…": her is whom the sentence gave a job; the reminder is the task',
    text: 'and Jo will bring the chairs so remind her on Friday',
    want: [{ has: 'remind jo chairs', due: '2026-11-27', people: ['Jo'] }],
  },
];

const WHOSE_HIS_IS: Row[] = [
  {
    name: '"his" stands for the man named before it, as "her" does: whose the thing is goes in the title',
    text: "so yeah I told kevin I'd review his PR tonight and I promised anna I'd send her the photos",
    want: [
      { title: "Review Kevin's PR", has: 'pr', due: '2026-11-24', people: ['Kevin'] },
      { title: 'Send Anna the photos', has: 'photos', people: ['Anna'] },
    ],
  },
  {
    name: 'an owner named by a possessive is whom a later "his" means; a thing is never "his"',
    text: "Bongani's leave starts on the 20th so I need to find cover for his routes\nTom's locked out, drop his keys round",
    want: [
      { title: "Find cover for Bongani's routes", has: 'cover', due: '2026-12-20', people: ['Bongani'] },
      { title: "Drop Tom's keys round", has: 'keys', people: ['Tom'] },
    ],
  },
];

const OWNERS_WRITTEN_SO: Row[] = [
  {
    name: '"ACTION Sam:", "owner Tom —" open an item with its owner; a table\'s "Omar & Jess" are two people, not a firm',
    text: 'Retro actions\n- ACTION Sam: rotate the keys\n- owner Tom — migrate the alerts\n\n| Task | Owner | Due |\n|---|---|---|\n| Send invites | Omar & Jess | Mon |\n\nCall Davis & Shirtliff about the pump',
    want: [
      { title: 'Rotate the keys', has: 'keys', people: ['Sam'] },
      { title: 'Migrate the alerts', has: 'alerts', people: ['Tom'] },
      { has: 'invites', due: '2026-11-30', people: ['Omar', 'Jess'] },
      { has: 'pump', people: [] },
    ],
  },
];

const MOVED_TO_A_SYSTEM: Row[] = [
  {
    name: 'what a thing is migrated or upgraded to is a system, not a person; the owner after the dash still is',
    text: 'Sprint tasks:\n1. Migrate the cron jobs to Airflow - Jonas\n2. Upgrade the staging cluster to Postgres 16\n3. Send the release notes to Lucia',
    want: [
      { has: 'cron airflow', people: ['Jonas'] },
      { has: 'postgres', people: [] },
      { has: 'release notes', people: ['Lucia'] },
    ],
  },
];

const SIGNED_OR_GREETED: Row[] = [
  {
    name: '"Morning Sam," greets the reader: "send me…" is to its writer',
    text: 'Morning Sam,\n\nWould you be able to send me the floor plan by Thursday?\n\nMany thanks\nLou',
    want: [{ title: 'Send Lou the floor plan', has: 'floor plan', due: '2026-11-26', people: ['Lou'] }],
  },
  {
    name: "a mail opening with the reader's name alone and signed with a dash, or with a name and a kiss",
    text: 'Sam,\n\nCan you send me the signed lease by Friday?\n\n- Lou',
    want: [{ title: 'Send Lou the signed lease', has: 'lease', due: '2026-11-27', people: ['Lou'] }],
  },
  {
    name: 'a name alone (with a kiss) under a greeted mail signs it',
    text: 'Hi Sam,\n\nCould you send me the photos from Saturday?\n\nLou x',
    want: [{ title: 'Send Lou the photos from Saturday', has: 'photos', people: ['Lou'] }],
  },
  {
    name: 'a mail signed by a relation ("Love, Dad") greets the user: the reader is not on its request',
    text: 'Hi Sam,\n\nCan you pick up Gran from the station on Saturday?\n\nLove, Dad',
    want: [{ has: 'gran station', due: '2026-11-28', people: [] }],
  },
  {
    name: "a school office's mail greets the user: the reader is not on its request",
    text: "Dear Aoife,\n\nPlease return the signed consent form to Mr Byrne by Friday.\n\nKind regards,\nSt Brigid's Office",
    want: [{ has: 'consent form byrne', due: '2026-11-27', people: ['Byrne'] }],
  },
];

describe('round nineteen: a name where the text puts one', () => {
  for (const row of NAMED_WHERE_PUT) it(row.name, () => check(row));
});
describe('round nineteen: who is doing a list item', () => {
  for (const row of DOING_THE_ITEM) it(row.name, () => check(row));
});
describe('round nineteen: whom a pronoun stands for', () => {
  for (const row of WHO_THE_PRONOUN_IS) it(row.name, () => check(row));
});
describe('round nineteen: whose "his" is', () => {
  for (const row of WHOSE_HIS_IS) it(row.name, () => check(row));
});
describe("round nineteen: an item's owner, however written", () => {
  for (const row of OWNERS_WRITTEN_SO) it(row.name, () => check(row));
});
describe('round nineteen: a system is no person', () => {
  for (const row of MOVED_TO_A_SYSTEM) it(row.name, () => check(row));
});
describe('round nineteen: who greets and who signs a mail', () => {
  for (const row of SIGNED_OR_GREETED) it(row.name, () => check(row));
});
