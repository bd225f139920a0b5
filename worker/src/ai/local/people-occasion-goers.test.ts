/**
 * Round thirty-nine, people on tasks: going to someone's occasion is with them. An item that is only the occasion
 * ("Ada's violin recital Friday 7pm") or leaving for one said just before as a topic ("Oskar's school play Thursday
 * 6pm → leave the office by 5") has its owner on it, as "go to Ada's recital" has. Not an errand for the occasion
 * ("… birthday party Saturday — buy balloons"), nor leaving after news of it ("Tomas's recital is on Friday, leave
 * work early"). A school's play or parents' meeting is the child's, not the school's. Sentences written for these
 * tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { thingOwners } from './people.js';

describe('going to someone’s occasion', () => {
  const rows: Row[] = [
    {
      name: 'leaving for a school play said as a topic',
      text: "- Oskar's school play Thursday 6pm → leave the office by 5\n- renew the parking permit",
      want: [
        { has: 'leave the office', due: '2026-11-26', people: ['Oskar'] },
        { has: 'renew', people: [] },
      ],
    },
    {
      name: 'leaving for a presentation, after a dash',
      text: "Also: Ines's hockey presentation Friday 6pm — leave by 5:15",
      want: [{ has: 'leave', people: ['Ines'] }],
    },
    {
      name: 'an item that is only the recital',
      text: "- Ada's violin recital Friday 7pm\n- book the car service",
      want: [
        { has: "ada's violin recital", due: '2026-11-27', people: ['Ada'] },
        { has: 'book', people: [] },
      ],
    },
    {
      name: 'news of the recital first: nobody',
      text: "Tomas's recital is on Friday, leave work early.",
      want: [{ has: 'leave work early', due: '2026-11-27', people: [] }],
    },
    {
      name: 'an errand for the party: nobody',
      text: "- Ada's birthday party Saturday — buy balloons",
      want: [{ has: 'buy balloons', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('thingOwners of an occasion', () => {
  const rows: [string, string, string[]][] = [
    ['the whole item', "Ada's violin recital Friday 7pm", ['Ada']],
    ["a school's play is the child's", "Oskar's school play Thursday 6pm", ['Oskar']],
    ['an errand for it', "buy flowers for Ada's recital", []],
    ['the school itself', "email Oskar's school about the play", []],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(thingOwners(text)).toEqual(want));
});
