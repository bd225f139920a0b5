/**
 * Round thirty-six, meeting notes: a pasted table of actions whose header names the owner's column ("Owner", "Who").
 * What that cell says is whose the row is, whatever the lexicon knows of the name: a name it does not list, "Name + me",
 * a bracket in the task before the cell. Nobody ("—") gives no one. Notes written for these tests, Tuesday 2026-11-24
 * UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a bare table with the owner first: a name the lexicon does not list is still the owner',
    text: 'Line 3 review\nWho      | What                              | When\nWang Jun | Mould temperature check on press 7 | 25-Nov\nme       | Escalate the resin supplier delay  | today',
    want: [
      {
        has: 'mould temperature check',
        title: 'Mould temperature check on press 7',
        due: '2026-11-25',
        people: ['Wang Jun'],
      },
      { has: 'escalate resin supplier', due: '2026-11-24', people: [] },
    ],
  },
  {
    name: '"Name + me" in the owner cell is that person\'s job with the user, and leaves no trace in the title',
    text: 'Plant sync\n| # | Action | Owner | Due |\n|---|---|---|---|\n| 1 | Walk the new racking with the installer | Tiago + me | Thu |',
    want: [
      { has: 'walk racking installer', title: 'Walk the new racking with the installer', people: ['Tiago'] },
    ],
  },
  {
    name: 'a bracket at the end of the task does not hide the owner cell after it',
    text: 'Ops sync\n| Action | Owner | Due |\n|---|---|---|\n| Alert on queue depth > 500 (Grafana) | Marta | Fri |\n| Tidy the runbook index | — | |',
    want: [
      { has: 'alert queue depth', due: '2026-11-27', people: ['Marta'] },
      { has: 'tidy runbook index', people: [] },
    ],
  },
];

describe('round thirty-six: the owner column of an action table', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
