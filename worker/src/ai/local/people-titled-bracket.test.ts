/**
 * Round thirty-seven, people on tasks: a titled name in brackets after what to do ("collect the spare keys from the
 * caretaker (Mr. Adeyinka)", "ring the farrier (Dr. Keane)") names the person the task is with. Without the title the
 * bracket already did; with it the name was read as nobody. A bracket of a thing stays nobody. Sentences written for
 * these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a titled name in brackets after the task', () => {
  const rows: Row[] = [
    {
      name: '"Mr." in the bracket, a day after it',
      text: '4. Collect the spare keys from the caretaker (Mr. Adeyinka) Dec 3',
      want: [{ has: 'spare keys', due: '2026-12-03', people: ['Adeyinka'] }],
    },
    {
      name: '"Dr" with no stop, then a dash and a remark',
      text: 'ring the surveyor (Dr Keane) — the boundary report is late again',
      want: [{ has: 'surveyor', people: ['Keane'] }],
    },
    {
      name: 'no title: as before',
      text: 'Collect the spare keys from the caretaker (Adeyinka) Dec 3',
      want: [{ has: 'spare keys', due: '2026-12-03', people: ['Adeyinka'] }],
    },
    {
      name: 'a thing in the bracket is nobody',
      text: 'Collect the spare keys from the office (Block C) Dec 3',
      want: [{ has: 'spare keys', due: '2026-12-03', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
