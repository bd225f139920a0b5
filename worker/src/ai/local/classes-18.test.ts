/**
 * Round eighteen of the issue-12 failure classes: people — who a task is with, wherever the text names them (a
 * request put to each of two people in one sentence, a title before a surname, "X or Y", a trade's name in brackets,
 * "Raj and I will…"). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const EACH_ASKED: Row[] = [
  {
    name: "two people asked in one sentence, a semicolon between them: each part is its own person's",
    text: 'Hi all,\n\nFollowing our call: Priya, please draft the SOW; Tom, please review the pricing by Friday.\n\nThanks!\nAlex',
    want: [
      { has: 'sow', people: ['Priya'] },
      { has: 'pricing', people: ['Tom'] },
    ],
  },
];

const NAMED_ANYWHERE: Row[] = [
  {
    name: 'a title makes the name after it a person wherever it stands ("book Dr Patel"), but not an office of theirs',
    text: "book Dr Patel for a check-up next week\ncall Dr Okafor's office about the referral",
    want: [
      { has: 'patel', people: ['Patel'] },
      { has: 'okafor', people: [] },
    ],
  },
  {
    name: '"X or Y" names both; a trade\'s name in brackets is the person; "Raj and I pair on…" is with Raj',
    text: 'Ask Priya or Tom to cover my shift on Friday\nCall the plumber (Dave) about the leak\nRetro actions:\n* Wei Ling — quarantine the flaky tests\n* Raj and I pair on the CI cache',
    want: [
      { has: 'cover shift', people: ['Priya', 'Tom'] },
      { has: 'plumber leak', people: ['Dave'] },
      { has: 'flaky tests', people: ['Wei Ling'] },
      { has: 'ci cache', people: ['Raj'] },
    ],
  },
  {
    name: '"ask Marcus + Jen to help" names both',
    text: '- [ ] ask Marcus + Jen to help Sat morning',
    want: [{ has: 'help', due: '2026-11-28', people: ['Marcus', 'Jen'] }],
  },
];

const WITH_THE_USER: Row[] = [
  {
    name: 'in a run-on, "…remind Jo to send the invoice and Raj and I will finalise the budget" keeps Raj off Jo\'s task',
    text: 'ok so um tomorrow I need to call Ben about the boiler and then uh remind Jo to send the invoice and Raj and I will finalise the budget on Thursday',
    want: [
      { has: 'ben boiler', people: ['Ben'] },
      { title: 'Remind Jo to send the invoice', has: 'invoice', people: ['Jo'] },
      { has: 'budget', due: '2026-11-26', people: ['Raj'] },
    ],
  },
];

const SIGNED_BY: Row[] = [
  {
    name: 'a signature\'s full name is its writer even when the first name is also a word ("Mere Tane"); "Accounts Team" is not',
    text: 'Hi Chris,\n\nCould you send me the signed NDA by Friday?\n\nCheers,\nMere Tane\nHead of Partnerships',
    want: [{ title: 'Send Mere the signed NDA', has: 'nda', due: '2026-11-27', people: ['Mere'] }],
  },
];

const ITEM_OWNERS: Row[] = [
  {
    name: 'a list item\'s owner after a dash, in "(owner: …)" or after "Assigned to"; a day or a shop after a dash is no one',
    text: 'Wedding to-dos\n- [ ] Venue deposit — Priya\n- [ ] Flowers (owner: Jess) by Fri\n- [ ] Assigned to Leo: print menus\n- [ ] Call the bank - Monday\n- [ ] Milk - Lidl',
    want: [
      { title: 'Venue deposit', has: 'venue', people: ['Priya'] },
      { title: 'Flowers', has: 'flowers', due: '2026-11-27', people: ['Jess'] },
      { title: 'Print menus', has: 'menus', people: ['Leo'] },
      { has: 'bank', due: '2026-11-30', people: [] },
      { has: 'milk', people: [] },
    ],
  },
];

const MADE_SURE: Row[] = [
  {
    name: '"make sure Leah signs the permission slip": the person whose verb follows is on the task',
    text: 'make sure Leah signs the permission slip\nmake sure Tom books the van',
    want: [
      { has: 'permission slip', people: ['Leah'] },
      { has: 'van', people: ['Tom'] },
    ],
  },
];

describe('round eighteen: whom each part of a sentence asks', () => {
  for (const row of EACH_ASKED) it(row.name, () => check(row));
});
describe('round eighteen: people named wherever they stand', () => {
  for (const row of NAMED_ANYWHERE) it(row.name, () => check(row));
});
describe("round eighteen: a plan of the user's with someone", () => {
  for (const row of WITH_THE_USER) it(row.name, () => check(row));
});
describe('round eighteen: who signed a mail', () => {
  for (const row of SIGNED_BY) it(row.name, () => check(row));
});
describe("round eighteen: a list item's owner", () => {
  for (const row of ITEM_OWNERS) it(row.name, () => check(row));
});
describe('round eighteen: whom the user makes sure of', () => {
  for (const row of MADE_SURE) it(row.name, () => check(row));
});
