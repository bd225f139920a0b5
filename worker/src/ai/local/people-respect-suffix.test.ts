/**
 * Round thirty-three, people on tasks: a suffix of respect joined to a doer's name ("Mori-san to …", "Tanaka-sensei
 * will …", "Priya-ji to …") hid the doer, so the job was lost or given the suffixed name. Titles go on both sides of a
 * name: the doer is the bare name. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const SUFFIXED_DOERS: Row[] = [
  {
    name: 'a doer with a suffix of respect is on each job, without the suffix',
    text: 'Lab notes\n- Ishikawa-san to rerun the gel and measure the bands again\n- Okada-sensei will approve the order by Friday',
    want: [
      { has: 'rerun the gel', people: ['Ishikawa'] },
      { has: 'bands', people: ['Ishikawa'] },
      { has: 'approve the order', due: '2026-11-27', people: ['Okada'] },
    ],
  },
  {
    name: 'a Hindi "-ji" on a doer goes the same way',
    text: 'Puja committee\n- Sharma-ji to collect the donations on Sunday and bank the cash',
    want: [
      { has: 'donations', due: '2026-11-29', people: ['Sharma'] },
      { has: 'bank', people: ['Sharma'] },
    ],
  },
];

describe('round thirty-three: a suffix of respect on a doer', () => {
  for (const row of SUFFIXED_DOERS) it(row.name, () => check(row));
});
