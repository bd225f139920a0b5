/**
 * Round thirty-seven, people on tasks: a list pasted from a task manager carries its labels as handles ("p2 @errands",
 * "@phone @home", "order the parts @stock"). A handle written small that is no first name and is a word, or that
 * follows a priority or another label, is nobody; a handle of a person ("— @tamsin", "@dana can you…") and "@me"
 * keep their meaning. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a task manager label is nobody', () => {
  const rows: Row[] = [
    {
      name: 'a word as a label after a priority',
      text: 'Inbox\n• Nudge Ferdinand about the signed quote  p2 @waiting\n• Quarterly VAT return  p1 @paperwork',
      want: [
        { has: 'ferdinand', people: ['Ferdinand'] },
        { has: 'vat', people: [] },
      ],
    },
    {
      name: 'labels one after another',
      text: '• Draft the board slides  p1 @office @slides',
      want: [{ has: 'board slides', people: [] }],
    },
    {
      name: 'a word as a label inside the line',
      text: 'order the spare fuses @shopping for the van on Friday',
      want: [{ has: 'fuses', people: [] }],
    },
    {
      name: 'a person named by a handle after a dash stays',
      text: '- rotate the staging secrets — @tamsin',
      want: [{ has: 'secrets', people: ['Tamsin'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
