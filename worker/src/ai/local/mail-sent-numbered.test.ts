/**
 * A mail pasted with its "From:" header and nothing above it is the user's own when its writer promises something —
 * also on a numbered or lettered point ("3) I'll send…", "b) I'll book…"), as a list of outstanding items puts it.
 * Its requests are then the recipient's, not the user's with the writer on them. Messages written for these tests,
 * Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a promise on a numbered point makes the mail the user sent',
    text: "From: Hannah Obi\nTo: Pavel Novak\nSubject: tooling trial\n\nHi Pavel,\n\nBefore the trial we still need:\n1) could you send the mould flow report by Thursday?\n2) I'll book the press for Monday.\n\nRegards,\nHannah",
    want: [
      { has: 'send mould flow report', due: '2026-11-26', people: ['Pavel'] },
      { has: 'book press', due: '2026-11-30' },
    ],
  },
  {
    name: 'a promise on a lettered point, the same',
    text: "From: Hannah Obi\nTo: Pavel Novak\nSubject: tooling trial\n\nHi Pavel,\n\nTwo things:\na) please share the resin lot numbers\nb) I'll chase the gauge supplier tomorrow\n\nRegards,\nHannah",
    want: [
      { has: 'share resin lot numbers', people: ['Pavel'] },
      { has: 'chase gauge supplier', due: '2026-11-25' },
    ],
  },
];

describe('pasted mail: the user sent it, with a promise on a numbered point', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
