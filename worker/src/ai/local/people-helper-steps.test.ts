/**
 * Round thirty-eight, people on tasks: a person to check with, ask, ping or chase, said with nothing else right after a
 * task ("(coordinate with Ilka, she owns the ladder)", ", ask Bashir.", "; chase Ottilie tomorrow", ", ping Radu if it
 * hangs again"), is who that task is with: one task, with them on it. A question of its own ("ask Lucía if she can
 * lend the hose") stays a task. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a step that only names whom to check with', () => {
  const rows: Row[] = [
    {
      name: 'in brackets with a reason: "(coordinate with Ilka, she owns the ladder)"',
      text: 'repaint the garden fence by Saturday (coordinate with Ilka, she owns the ladder).',
      want: [{ has: 'repaint garden fence', due: '2026-11-28', people: ['Ilka'] }],
    },
    {
      name: 'alone after a comma: "ask Bashir"',
      text: 'Renew the club domain, ask Bashir.',
      want: [{ has: 'renew club domain', people: ['Bashir'] }],
    },
    {
      name: 'with a day: "chase Ottilie tomorrow"',
      text: 'need the floor plans from the office; chase Ottilie tomorrow',
      want: [{ has: 'floor plans', people: ['Ottilie'] }],
    },
    {
      name: 'with a condition: "ping Radu if it hangs again"',
      text: 'restart the print server tonight, ping Radu if it hangs again',
      want: [{ has: 'restart print server', people: ['Radu'] }],
    },
    {
      name: 'a question of its own stays a task',
      text: 'water the garden, ask Lucía if she can lend the hose',
      want: [
        { has: 'water garden', people: [] },
        { has: 'ask lucía', people: ['Lucía'] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
