/**
 * Round thirty-six, people on tasks: a client's firm heading a line of the user's own list ("Brightwater Holdings: renew
 * the lease", "Castillo Dental: send the VAT figures") is what the line is about, not someone it is for. A name with a
 * firm's word after it (Holdings, Dental, Ltd, Bakery…) is no owner, so the line is the user's own; a person's name
 * heading a line still is. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a firm heading a line of the list', () => {
  const rows: Row[] = [
    {
      name: 'a holding company, then what to do for it',
      text: 'this week\n- Brightwater Holdings: renew the office lease by Friday\n- Priya: send the board pack',
      want: [
        { has: 'lease', due: '2026-11-27', people: [] },
        { has: 'board pack', people: ['Priya'] },
      ],
    },
    {
      name: 'a practice, then a person asked on its line',
      text: 'clients\n- Castillo Dental: send the VAT figures to Renata by Thursday\n- call the bank',
      want: [{ has: 'vat figures', due: '2026-11-26', people: ['Renata'] }, { has: 'bank' }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
