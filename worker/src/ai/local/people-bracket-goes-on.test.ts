/**
 * Round forty-two, people on tasks: a contact in brackets after a role or a team ("chase the bolts with purchasing
 * (Ilse)") is who the task before it is with, also when the sentence runs on past the bracket with a condition or a
 * remark (", if not here by Friday…", ", ideally today"). What follows the bracket stays the sentence's own: no task of
 * its own where there was none. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

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
      name: 'a count in the bracket is no one',
      text: 'order the spare filters (two boxes), if they are out ask for the nearest match',
      want: [{ has: 'order filters', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
