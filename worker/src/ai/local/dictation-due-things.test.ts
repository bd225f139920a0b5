/**
 * Run-on dictation (issue 12): a thing that is due, said after the tasks ("…and um my car insurance is due on the
 * 15th"), is a task of its own even when an earlier task took up something else with a pronoun ("the shed door came off
 * again fix that today"): a pronoun points back, never ahead. One said before its task ("the water bill is due Friday
 * pay it online") is still that task's. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a due thing said last is its own task; "fix that" before it meant the door',
    text: 'the shed door came off again fix that today and order more compost and um my car insurance is due on the 15th',
    want: [
      { has: 'fix shed door', due: '2026-11-24' },
      { has: 'order compost' },
      { has: 'car insurance', due: '2026-12-15' },
    ],
  },
  {
    name: 'a due thing before "pay it" is what it pays: one task',
    text: 'the water bill is due on the 15th pay it online',
    want: [{ has: 'pay water bill online', due: '2026-12-15' }],
  },
];

describe('run-on dictation: a thing that is due, said after the tasks', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
