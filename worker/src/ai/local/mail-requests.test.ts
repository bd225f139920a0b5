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
  {
    name: 'a received mail\'s "I still need a few things from you:" over a list: each thing is asked by the writer',
    text: 'Hi Rafael,\n\nTo finish your tax return I still need a few things from you:\n• the P60 from your employer\n• a copy of your driving licence\n\nBest,\nKaren',
    want: [
      { has: 'p60', people: ['Karen'] },
      { has: 'copy driving licence', people: ['Karen'] },
    ],
  },
  {
    name: '"I would be grateful for:" over a numbered list asks for each item',
    text: 'Dear Tomasz,\n\nAhead of the audit I would be grateful for:\n1. The calibration records for press 4.\n2. A short summary of the scrap figures for October.\n\nKind regards,\nSophie',
    want: [
      { has: 'calibration records', people: ['Sophie'] },
      { has: 'summary scrap figures', people: ['Sophie'] },
    ],
  },
  {
    name: 'a forward whose "From:" is the user: the list is asked by the one who signed the message',
    text: 'From: Ana Ruiz <ana@riverworks.org>\nTo: Field Team\nSubject: FW: site report\n\nFrom: Sophie Laurent <s.laurent@trust.example>\nTo: Ana Ruiz\nSubject: site report\n\nDear Ana,\n\nBefore the board meets I would be grateful for:\n1. The site visit report for October.\n2. A note on the pump repairs.\n\nKind regards,\nSophie',
    want: [
      { has: 'site visit report', people: ['Sophie'] },
      { has: 'note pump repairs', people: ['Sophie'] },
    ],
  },
];

describe('pasted mail: promises that report back, abbreviations, jobs', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
