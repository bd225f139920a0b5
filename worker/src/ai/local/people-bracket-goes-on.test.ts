/**
 * Round forty-two, people on tasks: a contact in brackets after a role or a team ("chase the bolts with purchasing
 * (Ilse)") is who the task before it is with, also when the sentence runs on past the bracket with a condition or a
 * remark (", if not here by Friday…", ", ideally today"). A bracket that closed takes in nothing after it (splitClauses):
 * what follows is read on its own, so an aside that asks someone ("(ask Harpreet + Olu)") is no task with the next step
 * glued on. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { splitClauses } from './clauses.js';

describe('a bracketed contact the sentence runs on past', () => {
  const rows: Row[] = [
    {
      name: 'a condition after the bracket',
      text: 'chase the bolts with purchasing (Ilse), if not here by Friday push the job to next week',
      want: [{ has: 'chase bolts', due: '2026-11-27', people: ['Ilse'] }],
    },
    {
      name: 'a remark after the bracket',
      text: 'ring the landlord (Mr. Okoye), the hall light is out again',
      want: [{ has: 'ring landlord', people: ['Okoye'] }],
    },
    {
      name: 'a role and its holder, then how soon',
      text: 'send the test log to the site lead (Branka), ideally before the audit on Monday',
      want: [{ has: 'send log', people: ['Branka'] }],
    },
    {
      name: 'the bracket ending the sentence reads as before',
      text: 'chase the bolts with purchasing (Ilse)',
      want: [{ has: 'chase bolts', people: ['Ilse'] }],
    },
    {
      name: 'a step after the bracket is a task of its own, with nobody',
      text: 'chase the bolts with purchasing (Ilse), then move the job to week 50',
      want: [
        { has: 'chase bolts', people: ['Ilse'] },
        { has: 'move job', people: [] },
      ],
    },
    {
      name: 'an aside that asks someone, then a step of its own',
      text: 'staff the extra shifts from Mon (ask Harpreet + Olu), update the rota today',
      want: [
        { has: 'staff shifts', people: ['Harpreet', 'Olu'] },
        { has: 'update rota', people: [] },
      ],
    },
    {
      name: 'a count in the bracket is no one',
      text: 'order the spare filters (two boxes), if they are out ask for the nearest match',
      want: [{ has: 'order filters', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('splitClauses after a closed bracket', () => {
  const rows: [string, string, string[]][] = [
    [
      'a condition after the bracket is a clause of its own',
      'chase the bolts with purchasing (Ilse), if not here by Friday push the job',
      ['chase the bolts with purchasing', 'Ilse', 'if not here by Friday push the job'],
    ],
    [
      'an aside inside the clause still runs on',
      'email Dana (our accountant) about the VAT return',
      ['email Dana (our accountant) about the VAT return'],
    ],
  ];
  for (const [name, text, want] of rows)
    it(name, () => expect(splitClauses(text).map((c) => c.text)).toEqual(want));
});
