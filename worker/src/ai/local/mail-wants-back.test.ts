/**
 * A mail sent to the user whose writer says what they want of the reader as a wish ("We'd also like the pressure
 * readings you took", "We need your signature on the form by Friday"): the reader sends it back, so the writer is on
 * the task, as with "could you send me…". Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"We would also appreciate the …" in a mail with headers has its writer on it',
    text: 'From: Malin Ekström <malin@nordkraft.se>\nTo: Oskar Berg\nSubject: Valve leak on line 4\n\nDear Oskar,\n\nCould you isolate the leaking valve on line 4 by Thursday? We would also appreciate the pressure readings you logged last week.\n\nKind regards,\nMalin Ekström\nMaintenance Planner',
    want: [
      { has: 'isolate valve', people: ['Malin'] },
      { has: 'pressure readings', people: ['Malin'] },
    ],
  },
  {
    name: '"We need your signature on …" and "We\'d like a quick call …" go back to the writer',
    text: "From: Dario Conti <dario@contistudio.it>\nTo: Helen Marsh\nSubject: Kitchen drawings\n\nHi Helen,\n\nThe drawings are attached. We need your signature on the approval sheet by Friday. We'd like a quick call about the worktop edges too.\n\nBest,\nDario",
    want: [
      { has: 'signature approval sheet', due: '2026-11-27', people: ['Dario'] },
      { has: 'call worktop', people: ['Dario'] },
    ],
  },
  {
    name: '"we\'d like to visit …" is the writer\'s own plan, no task with them on it',
    text: "From: Dario Conti <dario@contistudio.it>\nTo: Helen Marsh\nSubject: Site visit\n\nHi Helen,\n\nWe'd like to visit the site again in January. Could you send me the floor plan by Monday?\n\nBest,\nDario",
    want: [{ has: 'floor plan', due: '2026-11-30', people: ['Dario'] }],
  },
];

describe('pasted mail: a wish of its writer for a thing from the reader', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
