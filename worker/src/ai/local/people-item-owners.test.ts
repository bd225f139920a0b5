/**
 * Round thirty-nine, people on tasks: a to-do item that is only someone's thing, with no verb ("Ria's PTM Saturday",
 * "Lucas's costume for the play"), is theirs to see to, as "get Lucas's costume" is. Not when the line says news of the
 * thing ("… is on Friday", "… needs paying") or labels a step after a colon or a dash ("Joe's notes: send …").
 * Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { thingOwners } from './people.js';

describe('an item that is only someone’s thing', () => {
  const rows: Row[] = [
    {
      name: 'an exam on a day',
      text: "- renew the car tax\n- Tomasz's violin exam Friday 4pm",
      want: [
        { has: 'renew', people: [] },
        { has: "tomasz's violin exam", due: '2026-11-27', people: ['Tomasz'] },
      ],
    },
    {
      name: 'a kit for tomorrow',
      text: "- Ines's swimming kit for tomorrow\n- order more printer ink",
      want: [
        { has: "ines's swimming kit", due: '2026-11-25', people: ['Ines'] },
        { has: 'order', people: [] },
      ],
    },
    {
      name: 'a call, its day after a dash',
      text: "1. send the quarterly figures to the board\n2. Priya's onboarding call — Thursday 10am Lisbon time",
      want: [
        { has: 'send', people: [] },
        { has: "priya's onboarding call", due: '2026-11-26', people: ['Priya'] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('thingOwners at the start of a line', () => {
  const rows: [string, string, string[]][] = [
    ['only the thing', "Tomasz's violin exam Friday 4pm", ['Tomasz']],
    ['a remark in brackets', "Tomasz's violin exam (the hall is booked) Friday", ['Tomasz']],
    ['news of the thing', "Tomasz's violin exam is on Friday, book the hall", []],
    ['what the thing needs', "Tomasz's violin lesson needs paying by the 1st", []],
    ['a label over a step', "Joe's notes: send the figures to finance", []],
    ['a step after a dash', "Joe's report — print two copies", []],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(thingOwners(text)).toEqual(want));
});
