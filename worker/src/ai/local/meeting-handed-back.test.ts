/**
 * Round thirty-seven, meeting notes: an owner's item may say what it makes is handed back to the user, after a comma
 * or a dash — "draft to me by Monday", "results sheet to me by Friday". That is part of the item, with its day, not a
 * second task ("Send results sheet to me"). A step with its own verb ("…and send it to me") is read as before. Notes
 * written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"- draft to me by Monday" after a delegate\'s item is that item',
    text: 'Parish council, 24 Nov\nAI: Ruth to draft the grant letter for the roof - draft to me by Monday\nAI: Colm to book the hall',
    want: [
      { has: 'draft grant letter roof', due: '2026-11-30', people: ['Ruth'] },
      { has: 'book hall', people: ['Colm'] },
    ],
  },
  {
    name: '", results sheet to me by Friday" after an owner\'s item is that item',
    text: 'Line 2 huddle\nActions\nTomek - re-run the leak test on line 2, results sheet to me by Friday',
    want: [{ has: 're-run leak test line 2', due: '2026-11-27', people: ['Tomek'] }],
  },
  {
    name: 'a step with a verb of its own, "and send it to me", stays in the title as before',
    text: 'Rota check\nActions\nTomek: finish the night rota and send it to me by Friday',
    want: [{ has: 'finish night rota send', due: '2026-11-27', people: ['Tomek'] }],
  },
];

describe('round thirty-seven: what an item makes, handed back to the user, is that item', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
