/**
 * Round thirty-seven, meeting notes: one reader of a heading over a meeting's actions (`lists.ts` ACTION_HEADING), for
 * the discussion above it and for the owners below it alike. Every heading the lists read ("Tasks:", "Takeaways:",
 * "Decisions / actions:") now also makes "Name (role): …" under it that person's item. Notes written for these tests,
 * Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { headsActionsAlone } from './lists.js';

const ROWS: Row[] = [
  {
    name: '"Tasks:" over an owner with a role in brackets: that person\'s item',
    text: 'Garden club committee\nTasks:\n- Mirela (treasurer): reimburse the seed order by Friday',
    want: [{ has: 'reimburse seed order', due: '2026-11-27', people: ['Mirela'] }],
  },
  {
    name: '"Takeaways:" heads the owners\' items too',
    text: 'Vendor call, packaging\nTakeaways:\n- Bruno (procurement): revised quote for the cartons by Thursday',
    want: [{ has: 'revised quote cartons', due: '2026-11-26', people: ['Bruno'] }],
  },
  {
    name: 'a word of the decisions before a slash ("Decisions / actions:") heads them as well',
    text: 'Site meeting 24/11\nDecisions / actions:\n- Hana (site lead) – fence off the trench before Friday',
    want: [{ has: 'fence off trench', people: ['Hana'] }],
  },
];

const ALONE: [string, boolean][] = [
  ['Next steps', true],
  ['## Action items:', true],
  ['- to do:', true],
  ['AI:', true],
  ['Action points (owners)', true],
  ['my to-dos:', true],
  ['To-do: book the dentist', false],
  ['Action items: Greg will collect quotes', false],
  ['my todos: book the room', false],
  ['Call the plumber', false],
];

describe('round thirty-seven: one reader of an action heading', () => {
  for (const row of ROWS) it(row.name, () => check(row));
  it.each(ALONE)('%s alone on its line heads the actions: %s', (line, alone) => {
    expect(headsActionsAlone(line)).toBe(alone);
  });
});
