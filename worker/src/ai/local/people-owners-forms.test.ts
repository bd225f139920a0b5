/**
 * Round forty, people on tasks: whose thing a task acts on, written as a name ending in "s" with the apostrophe alone
 * ("renew Tomas' visa", "Agnes' deposit") or before a number ("pay Lina's 2nd instalment", "Ade's 6-month check"), is
 * theirs as "Sam's PR" is. Not a family's ("the Okonkwos' garden"), nor a trade said at the line's start ("Roofer's
 * 2nd visit"). Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('an owner written with the apostrophe alone, or before a number', () => {
  const rows: Row[] = [
    {
      name: 'the apostrophe after the s',
      text: "renew Tomas' work visa at the embassy before the 8th",
      want: [{ has: 'renew visa', due: '2026-12-08', people: ['Tomas'] }],
    },
    {
      name: 'a number after the owner',
      text: "pay Lina's 2nd instalment by the 20th",
      want: [{ has: 'pay instalment', due: '2026-12-20', people: ['Lina'] }],
    },
    {
      name: 'a family is nobody',
      text: "water the Okonkwos' garden on Saturday",
      want: [{ has: 'water garden', due: '2026-11-28', people: [] }],
    },
    {
      name: 'a trade opening the line is nobody',
      text: "Roofer's 2nd visit - pay the deposit by Friday",
      want: [{ has: 'deposit', due: '2026-11-27', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
