/**
 * A received mail's list of what it needs from the user, and the sentence right under the list that says by when
 * ("If you can drop them off by Friday…", "Please send these before the 12th."): every item of the list is due then,
 * unless it says a day of its own. A sentence under the list about something else dates nothing. Messages written
 * for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const MAIL = (under: string, second = 'the gas safety certificate') =>
  `From: Nadia Brenner <nadia@brennerlets.example>\nSubject: tenancy renewal\n\nHi Oskar,\n\nBefore I can renew the tenancy I still need a few things from you:\n- a copy of your new payslips\n- ${second}\n\n${under}\n\nBest,\nNadia`;

const ROWS: Row[] = [
  {
    name: '"If you can … them by …" under the list dates each item',
    text: MAIL('If you can drop them off by Friday we can sign next week.'),
    want: [
      { has: 'payslips', due: '2026-11-27', people: ['Nadia'] },
      { has: 'gas safety certificate', due: '2026-11-27', people: ['Nadia'] },
    ],
  },
  {
    name: '"Please send these before …"',
    text: MAIL('Please send these before the 12th.'),
    want: [
      { has: 'payslips', due: '2026-12-12' },
      { has: 'gas safety certificate', due: '2026-12-12' },
    ],
  },
  {
    name: "an item's own day stays",
    text: MAIL('Please send these before the 12th.', 'the gas safety certificate by Monday'),
    want: [
      { has: 'payslips', due: '2026-12-12' },
      { has: 'gas safety certificate', due: '2026-11-30' },
    ],
  },
  {
    name: 'a sentence under the list about something else dates nothing',
    text: MAIL('The boiler was serviced in October.'),
    want: [
      { has: 'payslips', due: null },
      { has: 'gas safety certificate', due: null },
    ],
  },
];

describe('the sentence under a mail’s list of needs dates its items', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
