/**
 * A student's or researcher's tags that share one area (issue 12, tags from meaning): "Thesis", "Lab" and "TA" were
 * one area of words (research), so every bench job and every class went to whichever of them came first. The bench
 * (pipettes, primers, gels, the autoclave, the confocal) is the lab's, the writing (chapters, the lit review, the
 * supervisor's comments) the thesis's, and a TA's marking and tutorials the teaching's. Dumps written for these
 * tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "the bench is the lab's and the writing the thesis's",
    extra: ['Thesis', 'Lab'],
    text: 'Rewrite the methods section of chapter 3. Order more primers for the qPCR run. Book the confocal microscope for Thursday. Answer my supervisor’s comments on the lit review.',
    want: [
      { has: 'methods', tag: 'Thesis' },
      { has: 'primers', tag: 'Lab' },
      { has: 'confocal', tag: 'Lab' },
      { has: 'lit review', tag: 'Thesis' },
    ],
  },
  {
    name: "the lab's consumables and kit, listed under a week plan, beside the thesis",
    extra: ['Lab', 'Thesis', 'Flat'],
    text: 'Week plan\n- restock the pipette tips and the nitrile gloves\n- autoclave the used glassware\n- defrost the -80 freezer with Ana\n- send the discussion chapter to Prof. Ruiz\n- pay the flat’s internet bill',
    want: [
      { has: 'pipette', tag: 'Lab' },
      { has: 'glassware', tag: 'Lab' },
      { has: 'freezer', tag: 'Lab' },
      { has: 'discussion chapter', tag: 'Thesis' },
      { has: 'internet', tag: 'Flat' },
    ],
  },
  {
    name: "a TA's marking and tutorials are the teaching's, not the thesis's",
    extra: ['Thesis', 'TA'],
    text: 'Mark the quizzes from the Tuesday tutorial. Email my students the new office hours. Send the chapter 2 draft to Prof. Lee.',
    want: [
      { has: 'quizzes', tag: 'TA' },
      { has: 'office hours', tag: 'TA' },
      { has: 'chapter 2', tag: 'Thesis' },
    ],
  },
];

describe('tags that share an area: the lab, the thesis and the teaching (issue 12)', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
