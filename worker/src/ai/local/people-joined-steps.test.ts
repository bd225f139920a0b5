/**
 * Round twenty-eight, people on tasks: a task with a step joined on ("find the plan and post it to her") said its
 * pronoun only in the step, which the pronoun check never read, so nobody was on the task. Sentences written for
 * these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a pronoun in a joined step names the person', () => {
  const rows: Row[] = [
    {
      name: 'the person named in the sentence before',
      text: 'Noor asked about the seating plan. Print the plan and post it to her.',
      want: [{ has: 'print plan post noor', people: ['Noor'] }],
    },
    {
      name: 'the one a 1:1 is with',
      text: '1:1 w/ Obinna – 24 Nov\n- I will find the old appraisal and forward it to him before Friday',
      want: [{ has: 'appraisal forward obinna', people: ['Obinna'], due: '2026-11-27' }],
    },
    {
      name: 'a joined step with no pronoun names nobody',
      text: 'Noor asked about the seating plan. Find the charger and plug it in.',
      want: [{ has: 'charger plug', people: [] }],
    },
    {
      name: 'a verb alone handed to someone after an item ("— Ana to review", "- Sam to approve") is their part in it, not a task',
      text: [
        'Plant open points',
        '- [ ] Update the control plan for the new clip — Ana to review',
        '- [ ] Rewrite the line 3 work instruction - Sam to approve',
        '- [ ] Order spare nozzles',
      ].join('\n'),
      want: [
        { has: 'update control plan clip', people: ['Ana'] },
        { has: 'rewrite line 3 work instruction', people: ['Sam'] },
        { has: 'order spare nozzles', people: [] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
