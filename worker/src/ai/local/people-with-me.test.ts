/**
 * Round twenty-seven, people on tasks: in minutes, "Yuki + me to design and print the flyer" is the named person's
 * task with the user. "X and I to…" was read so; with "me" (or "+") the name was cut off as a clause of its own and
 * the two verbs split, so neither task had the person. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a named person and the user given one job', () => {
  const rows: Row[] = [
    {
      name: '"Name + me to V and V the thing" is one task with that person',
      text: 'Garden club mtg\n- AI: Tomasz + me to draft and send the grant letter by Friday\n- AI: Ines to book the hall',
      want: [
        { has: 'draft and send the grant letter', due: '2026-11-27', people: ['Tomasz'] },
        { has: 'book the hall', people: ['Ines'] },
      ],
    },
    {
      name: '"Name and me to…" and "Name & me will…" name the person',
      text: 'Actions:\n- Hiroko and me to count the float\n- Petra & me will repaint the sign',
      want: [
        { has: 'count the float', people: ['Hiroko'] },
        { has: 'repaint the sign', people: ['Petra'] },
      ],
    },
    {
      name: 'the old form stays: "Name and I to…"',
      text: 'Actions:\n- Lionel and I to walk the site',
      want: [{ has: 'walk the site', people: ['Lionel'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
