/**
 * Lines that name what is under them (issue 12, lists and not-tasks): a line ending in a colon over its items, however
 * it is split inside ("Garage + garden, this weekend:", "Thursday, quickly:"), and a markdown heading ("# Move to the new flat — Sat Jan 9",
 * "## Afterwards"). Neither is a task. Written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a label joined with "+" or split by a comma before its colon is no task, its items are',
    text: [
      'Garage + garden, this weekend:',
      '- clear out the old paint tins',
      '- re-pot the lemon tree',
      '',
      'Thursday, quickly:',
      '- ring the vet about the cat’s jab',
      '- post the birthday card to Gran',
    ].join('\n'),
    want: [
      { has: 'clear old paint tins' },
      { has: 're-pot lemon tree' },
      { has: 'ring vet' },
      { has: 'post birthday card gran' },
    ],
  },
  {
    name: 'a label with a bracket before its colon ("To do (paint + garden):") is no task either',
    text: ['To do (paint + garden):', '1. sand the back door', '2. pick up the dry cleaning'].join('\n'),
    want: [{ has: 'sand back door' }, { has: 'pick dry cleaning' }],
  },
  {
    name: 'a markdown heading with a date is no task, and its date is the event, not the items’ deadline',
    text: [
      '# Move to the new flat — Sat Jan 9',
      '- choose the worktop',
      '- book the electrician',
      '',
      '## Afterwards',
      '- repaint the hallway',
    ].join('\n'),
    want: [
      { has: 'choose worktop', due: null },
      { has: 'book electrician', due: null },
      { has: 'repaint hallway', due: null },
    ],
  },
  {
    name: 'a shopping label still makes one errand of its items (as before)',
    text: ['Shopping for the picnic:', '- bread rolls', '- hummus'].join('\n'),
    want: [{ has: 'buy bread rolls hummus' }],
  },
  {
    name: 'a first line naming the dump and its date ("HOUSE MOVE – Jan 9 !!") is no task, even when it shouts',
    text: 'HOUSE MOVE – Jan 9 !!\n\n☐ cancel the broadband at the flat\n☐ book a van for the morning',
    want: [{ has: 'cancel broadband' }, { has: 'book van' }],
  },
  {
    name: 'a dated first line that is one word or names no action, over numbered steps with ticked ones first, is no task',
    text: 'Kiln firing — Sat night\n\n1. ✅ load the shelves\n2. ✅ check the cones\n3. Vent the room before lighting',
    want: [{ has: 'vent room' }],
  },
  {
    name: 'a dated first line that says what to do to what stays a task over the list under it',
    text: 'Call the landlord – Friday\n\n- renew the car tax\n- return the library books',
    want: [
      { has: 'call landlord', due: '2026-11-27' },
      { has: 'renew car tax' },
      { has: 'return library books' },
    ],
  },
];

describe('headings over items', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
