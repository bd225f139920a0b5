/**
 * Round thirty-eight, people on tasks: a request said about a named person and where they work or belong, in several
 * words ("Tomasz from the events team wants…", "Priya from the parents' committee asked for…"), is that person's
 * request, as "Mark from purchasing wants…" was. A step on them right after it ("quote him", "text her") answers it:
 * one task, with them on it. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a request by a person from a team or place of several words', () => {
  const rows: Row[] = [
    {
      name: '"from the events team wants"',
      text: 'Tomasz from the events team wants the seating plan by Thursday',
      want: [{ has: 'send tomasz seating plan', due: '2026-11-26', people: ['Tomasz'] }],
    },
    {
      name: '"from the parents\' committee asked for"',
      text: "Priya from the parents' committee asked for the raffle numbers",
      want: [{ has: 'send priya raffle numbers', people: ['Priya'] }],
    },
    {
      name: 'one word after "from" still reads as before',
      text: 'Marek from facilities needs the floor plans by Friday',
      want: [{ has: 'send marek floor plans', due: '2026-11-27', people: ['Marek'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('a step on whoever asked answers the request', () => {
  const rows: Row[] = [
    {
      name: 'another verb says what to do: "quote him by Monday"',
      text: 'Dmitri from the print shop wants 200 flyers for the fair — quote him by Monday',
      want: [{ has: 'quote dmitri 200 flyers', due: '2026-11-30', people: ['Dmitri'] }],
    },
    {
      name: 'telling them is no second task: "text her"',
      text: 'Wen asked for the hotel list, text her when it is ready',
      want: [{ has: 'send wen hotel list', people: ['Wen'] }],
    },
    {
      name: 'the tasks around it keep no day of its own',
      text: 'scan the receipts; Dmitri from the print shop wants 200 flyers — quote him by Monday; water the ferns',
      want: [
        { has: 'scan receipts', due: null },
        { has: 'quote dmitri', due: '2026-11-30', people: ['Dmitri'] },
        { has: 'water ferns', due: null },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
