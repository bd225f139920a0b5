/**
 * Round thirty-five, people on tasks: signing a child's school paper ("sign Noor's permission slip", "sign Teo's
 * field trip form", "sign Ines's reading log") is a parent's errand, and the child takes no part in it. Eight writers
 * leave the child off. A worker's paper ("sign Bongani's competency book") and other things of a child's ("pack Ella's
 * lunch") keep their owner, as before. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { findPeople } from './people.js';

describe("a child's school paper one signs", () => {
  it.each([
    ["sign Noor's permission slip for the museum trip", []],
    ["sign Teo's field trip form by Thursday", []],
    ["sign Ines's reading log", []],
    ["sign Kofi's report card and send it back", []],
    // Not a school paper, or not signed: the owner is on it.
    ["sign Bongani's competency book", ['Bongani']],
    ["pack Ella's lunch for the excursion", ['Ella']],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });

  const rows: Row[] = [
    {
      name: 'a school-run list',
      text: "before drop-off tomorrow sign Teo's field trip form and pack his swim bag",
      want: [
        { has: 'field trip form', due: '2026-11-25', people: [] },
        { has: 'swim bag', due: '2026-11-25' },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
