/**
 * Round twenty-four, people on tasks, from the retired sets' misses where a place, a system or a title was taken for a
 * person, and an owner said in brackets was not: where someone comes back from is a place, what one adds alerts or
 * rows to is a system, "Eng." is a title before a name (not a sentence's end), and a name in brackets after an item
 * is whose it is. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { findPeople } from './people.js';

describe('places, systems and titles are no people; a bracketed name is', () => {
  it.each([
    ["ask Kwabena to fix the gate when he's back from Tamale", ['Kwabena']],
    ['once Ines gets back from Oporto, book the review', []],
    ['add the disk alerts to Prometheus', []],
    ['Oskar to add the new rows to Metabase', ['Oskar']],
    ['email the final drawings to Engr. Adebayo', ['Adebayo']],
    ['renew the parking permit (Tamsin) before the 3rd', ['Tamsin']],
    ['order the name badges (Wiktor)', ['Wiktor']],
    // One orders or buys from a shop, even one called by a first name; one may grab a thing from a friend's home.
    ["order the birthday cake from Maisie's by Friday", []],
    ["buy the bread rolls from Marco's", []],
    ["grab the ladder from Marco's tomorrow", ['Marco']],
    // Still people: whom one hears back from, or adds to a call.
    ['hear back from Kwabena about the crane', ['Kwabena']],
    ['add Tamsin to the Friday call', ['Tamsin']],
    // The writer in brackets after "me" or a notes heading is nobody else.
    ['Attendees: me (Wiktor)', []],
    ['Sprint planning — notes (Wiktor)', []],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });

  const rows: Row[] = [
    {
      name: '"Eng." before a name keeps the line one task, with the engineer on it',
      text: 'Plant notes\n- send the pump curves to Eng. Magdy by Thursday\n- order spare seals',
      want: [
        { has: 'pump curves', due: '2026-11-26', people: ['Magdy'] },
        { has: 'order spare seals', people: [] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
