/**
 * Round thirty-four, people on tasks: a step naming who does the task before it, in more of its forms — after a dash
 * with "can" or "'ll" ("- Daniel can help on Saturday", "— Priya'll sort it"), and after a comma, where the clause is
 * now split off so the step is read ("…, Sophie checks it after"). A firm's offer ("Kwikfit can do Friday") and a
 * feeling ("Mia loves them") put no one on it. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const rows: Row[] = [
  {
    name: 'a dashed offer with "can" from a first name',
    text: '- repaint the garden fence - Daniel can help on Saturday',
    want: [{ has: 'repaint fence', people: ['Daniel'] }],
  },
  {
    name: 'a dashed step with "\'ll"',
    text: "- book the church hall for the bake sale — Priya'll sort it",
    want: [{ has: 'book church hall', people: ['Priya'] }],
  },
  {
    name: 'a firm that can do a day is no one',
    text: '- swap to the winter tyres — Kwikfit can do Friday',
    want: [{ has: 'swap winter tyres', people: [] }],
  },
  {
    name: 'after a comma, a name and a verb pointing back at the task',
    text: '- finish the grant form by Friday, Sophie checks it after',
    want: [
      { has: 'finish grant form', title: 'Finish the grant form', due: '2026-11-27', people: ['Sophie'] },
    ],
  },
  {
    name: 'after a comma, a feeling about the thing is no step',
    text: '- water the ferns, Mia loves them',
    want: [{ has: 'water ferns', people: [] }],
  },
];

describe('named steps on the task before them', () => {
  for (const row of rows) it(row.name, () => check(row));
});
