/**
 * Round thirty-five, meeting notes: under a heading of the meeting's actions ("Next steps", "Action items", "AI:"),
 * a line that an owner opens ("Kofi - pressure test on the boiler loop, Thu") is an item, as if it had a bullet, so an
 * item written as a noun phrase is that owner's to-do however long it runs. A line of the same shape in a chat or
 * above the actions stays as it was. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Name - noun phrase, day" under "Next steps" is the owner\'s task with its day',
    text: 'Boiler room walk-round\nNext steps\nKofi - pressure test on the new heating loop in block C, Thursday\nme - order the spare gaskets today',
    want: [
      { has: 'pressure test heating loop', due: '2026-11-26', people: ['Kofi'] },
      { has: 'order spare gaskets', due: '2026-11-24', people: [] },
    ],
  },
  {
    name: 'the user\'s own long noun-phrase item after "me —" is a task',
    text: 'Shop managers call\nAction items:\nme — quarterly stock count for the east store and the van before the audit on Friday',
    want: [{ has: 'stock count east store', due: '2026-11-27', people: [] }],
  },
  {
    name: 'an "AI:" heading makes the lines under it items too',
    text: 'Ward huddle\nAI:\nTeodor: new rota for the weekend night shifts with two extra porters, Friday',
    want: [{ has: 'rota weekend night shifts', due: '2026-11-27', people: ['Teodor'] }],
  },
];

describe('round thirty-five: an owner opens an item of the actions', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
