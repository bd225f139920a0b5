/**
 * What a pasted mail asks and promises, round twenty-five: a promise that ends by reporting back ("…and get back to
 * everyone by Monday", "…and have an answer for you by Friday") is one task with that day; "incl." ends no sentence;
 * "bleed the radiators" is a job. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"incl." inside a promise does not end it; "get it back to you" is the same task',
    text: "I'll draft the household budget (rent, utilities incl. heating) and get it back to you by Thursday.",
    want: [{ has: 'draft household budget', due: '2026-11-26' }],
  },
  {
    name: '"…and get back to everyone by Monday" reports the task back, not a second task',
    text: "Hi all,\n\nI'll chase the haulier about the late pallets and get back to everyone by Monday.\n\nThanks,\nRuth",
    want: [{ has: 'chase haulier', due: '2026-11-30' }],
  },
  {
    name: '"…and have an answer for you by Friday" is when the task is done',
    text: "I'll put the refund question to our accounts team and have an answer for you by Friday.",
    want: [{ has: 'refund question', due: '2026-11-27' }],
  },
  {
    name: '"bleed the radiators" is a job of its own beside another',
    text: 'Please bleed the radiators upstairs and descale the kettle.',
    want: [{ has: 'bleed radiators' }, { has: 'descale kettle' }],
  },
  {
    name: '"back" opening a remark after a job is no verb: "…, back room one\'s freezing" is no task',
    text: "Bleed the radiators in the loft, back room one's freezing.",
    want: [{ has: 'bleed radiators' }],
  },
  {
    name: '"Ok. Back to it." at the end of a vent is no task',
    text: 'Long morning, the printer jammed twice. Book the dentist for Friday. Ok. Back to it.',
    want: [{ has: 'book dentist', due: '2026-11-27' }],
  },
];

describe('pasted mail: promises that report back, abbreviations, jobs', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
