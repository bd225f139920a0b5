/**
 * A clock time that says when something happened (issue 12, dates): "the export failed again at 4am, rerun it" gives
 * the rerun no date; a clock time said for what to do is still today's. So is "this morning" after what happened in it
 * ("the courier dropped it off this morning, sign for the rest") while "I'll ring them this morning" is today's. Dumps
 * written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a clock time after what happened, or before "was/were", dates nothing',
    text: [
      'the nightly export failed again at 4am, rerun it with more memory',
      'the freezer alarm went off at 1:30am so call the repair guy',
      'the pages at 3am were all false alarms, tune the disk alert',
      'queue depth keeps spiking around 02:00, look at the batch import',
    ].join('\n'),
    want: [
      { has: 'rerun', due: null },
      { has: 'call repair guy', due: null },
      { has: 'tune disk alert', due: null },
      { has: 'look batch import', due: null },
    ],
  },
  {
    name: 'a clock time said for what to do is still today',
    text: 'call the insurer again at 3pm\ncollect Amira from swimming at 5:30',
    want: [
      { has: 'call insurer', due: '2026-11-24' },
      { has: 'collect amira swimming', due: '2026-11-24' },
    ],
  },
  {
    name: 'a part of today in which something happened dates nothing',
    text: [
      'the bakery cancelled our order this morning, find another supplier',
      'HR emailed me this afternoon: upload the signed contract',
      'the van left this morning so phone the depot about the second drop',
    ].join('\n'),
    want: [
      { has: 'find another supplier', due: null },
      { has: 'upload signed contract', due: null },
      { has: 'phone depot', due: null },
    ],
  },
  {
    name: 'guard: this morning said for what to do, or of a thing so described, is still today',
    text: "I'll ring the insurer this morning\nsend the revised quote this afternoon",
    want: [
      { has: 'ring insurer', due: '2026-11-24' },
      { has: 'revised quote', due: '2026-11-24' },
    ],
  },
];

describe('a clock time of what happened', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
