/**
 * A weekday with its day of the month (issue 12, dates): "## Wed 25", "Thu 26", "go-live Mon 30th, 7am" — the short
 * way a week plan heads its days — is that date when the day falls on that weekday. A number that is an amount ("long
 * run Sat 28 km") or no such day is no date, and a day gone by ("Mon 23") dates nothing. With its month too ("by Thu Dec
 * 3", "the choir dinner Fri 11 Dec", "el viernes 4 de diciembre") it is that date, not the coming weekday. Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a week plan's day headings date their items",
    text: '## Wed 25\n- [ ] fit the new shelf brackets\n## Thu 26\n- [ ] pay the window cleaner\n- [ ] return the ladder',
    want: [
      { has: 'fit shelf brackets', due: '2026-11-25' },
      { has: 'pay window cleaner', due: '2026-11-26' },
      { has: 'return ladder', due: '2026-11-26' },
    ],
  },
  {
    name: 'a weekday with its day and an hour dates the task',
    text: 'switch the payment provider over Mon 30th, 7am',
    want: [{ has: 'switch payment provider', due: '2026-11-30' }],
  },
  {
    name: 'an amount after a weekday, or a day gone by, is no date',
    text: 'long run Sat 28 km, buy new gels\nMon 23 recap: send the notes to Ilse',
    want: [
      { has: 'buy gels', due: null },
      { has: 'send notes ilse', due: null },
    ],
  },
  {
    name: 'a weekday with its month and day is that date, not the coming weekday',
    text: [
      'send the grant budget to finance by Thu Dec 3 at noon',
      'the choir dinner Fri 11 Dec, book a table for 8',
      'la cena es el viernes 4 de diciembre, reservar la mesa',
    ].join('\n'),
    want: [
      { has: 'grant budget', due: '2026-12-03' },
      { has: 'book table', due: '2026-12-11' },
      { has: 'reservar', due: '2026-12-04' },
    ],
  },
];

describe('dates: a weekday with its day of the month', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
