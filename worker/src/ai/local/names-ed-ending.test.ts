/**
 * Round thirty-six, people on tasks: a first name with the ending of a past verb ("Ahmed", "Mohammed", "Saeed",
 * "Mildred") is no verb. FINITE_VERB takes any word ending in "-ed" for one, so a noun-phrase item or note naming such
 * a person read as a report ("Saeed's swimming kit Thursday" as if something had been done) and was dropped. Only first names the
 * lexicon lists are set aside; real past verbs still say what happened. Sentences written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { hasFiniteVerb } from './names.js';

describe('a first name ending in -ed', () => {
  it.each([
    ['visa papers for Saeed by Friday', false],
    ["Mohammed's parents' evening Thursday", false],
    ['gift for Mildred before the party', false],
    // A real verb beside the name still says what was done.
    ['Ahmed emailed the supplier', true],
    ['the boiler got serviced', true],
    ['the boiler serviced last week', true],
  ])('%s → %s', (text, finite) => {
    expect(hasFiniteVerb(text)).toBe(finite);
  });

  const rows: Row[] = [
    {
      name: 'the person’s own kit, on a day',
      text: "- Saeed's swimming kit Thursday\n- renew the car tax",
      want: [{ has: 'swimming kit', due: '2026-11-26' }, { has: 'car tax' }],
    },
    {
      name: 'a present, by a day',
      text: "Khaled's birthday present by Saturday",
      want: [{ has: 'birthday present', due: '2026-11-28' }],
    },
    {
      name: 'two such names on one item',
      text: '- payslips for Mildred and Wilfred\n- book the MOT',
      want: [{ has: 'payslips', people: ['Mildred', 'Wilfred'] }, { has: 'mot' }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
