/**
 * Recall (issue 12): a line whose items the writer splits with semicolons ("swim fees for Noor before Friday; fix the
 * shed door") gives each dated thing its own task, as a list item on its own line does — not an item another's name
 * heads ("Priya – the venue deposit by Dec 1"), nor a pause in speech that cleaning marks. Dumps written for these
 * tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a dated thing before a step',
    text: 'also: swim fees for Noor before Friday; fix the shed door',
    want: [{ has: 'swim fees noor', due: '2026-11-27' }, { has: 'fix the shed door' }],
  },
  {
    name: 'a dated thing between two steps',
    text: 'clients — send Omar the draft accounts; Baker & Sons payroll Fri; chase the Lowe invoice',
    want: [
      { has: 'send omar draft accounts' },
      { has: 'baker sons payroll', due: '2026-11-27' },
      { has: 'chase lowe invoice' },
    ],
  },
  {
    name: "another's item is theirs",
    text: 'Actions: Priya – the venue deposit by Dec 1; me – order the banners',
    want: [{ has: 'order the banners' }],
  },
];

describe('recall: items split by semicolons', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
