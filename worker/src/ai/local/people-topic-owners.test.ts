/**
 * Round thirty-eight, people on tasks: a thing named first and a bare verb after a dash ("Priya's design doc —
 * proofread tonight") is titled with that thing, and its owner is on the task, as in "read Priya's design doc". Not
 * when the thing was said as news first ("Rolo's booster is due, book it", "Nimbus's account manager is upset – call them"):
 * its owner may be a pet or a firm. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { thingOwners } from './people.js';

describe('the owner of a thing named before a bare verb', () => {
  const rows: Row[] = [
    {
      name: 'a colleague\'s work: "Priya\'s design doc — proofread"',
      text: "Priya's design doc for the billing service — proofread tonight",
      want: [{ has: "proofread priya's design doc", people: ['Priya'] }],
    },
    {
      name: 'a child\'s fees: "Tomas\'s swim fees – pay by Friday"',
      text: "Tomas's swim fees – pay by Friday",
      want: [{ has: "pay tomas's swim fees", due: '2026-11-27', people: ['Tomas'] }],
    },
    {
      name: 'said as news, a pet\'s: "Rolo\'s booster is due, book it"',
      text: "Rolo's booster is due, book it with the vet",
      want: [{ has: 'book', people: [] }],
    },
    {
      name: 'said as news, a firm\'s: "Nimbus\'s account manager is upset – call them back"',
      text: "Nimbus's account manager is upset about the invoice – call them back today",
      want: [{ has: 'call', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('thingOwners', () => {
  const rows: [string, string, string[]][] = [
    ['a thing of theirs', "review Priya's design doc", ['Priya']],
    ['a place of theirs', "email Tomas's teacher", []],
    ['an occasion one goes to', "buy flowers for Ines's recital", []],
    ['a school paper a parent signs', "sign Ines's permission slip", []],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(thingOwners(text)).toEqual(want));
});
