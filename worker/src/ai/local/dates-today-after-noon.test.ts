/**
 * Today's own date, said with its month, read in the user's afternoon (issue 12, dates): "Jobs – Tue 24 Nov", "pay it
 * by 24 Nov" are today, not the same day next year. A date said with no year falls on the next such day counted in
 * whole days, whatever the hour. Tuesday 2026-11-24, 12:00 UTC: evening in Tokyo, Kolkata and Sydney.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "today's date as a heading, read in the evening, still stamps the day the list was written",
    timeZone: 'Asia/Tokyo',
    text: 'Jobs – Tue 24 Nov\n- book the boiler service\n- return the library books',
    want: [
      { has: 'book boiler service', due: null },
      { has: 'return library books', due: null },
    ],
  },
  {
    name: "a deadline on today's date is today",
    timeZone: 'Asia/Kolkata',
    text: 'pay the society maintenance by 24 Nov',
    want: [{ has: 'pay society maintenance', due: '2026-11-24' }],
  },
  {
    name: 'a date later this month stays this year',
    timeZone: 'Australia/Sydney',
    text: 'renew the boat registration by 3 Dec',
    want: [{ has: 'renew boat registration', due: '2026-12-03' }],
  },
  {
    name: 'a date with its year keeps it',
    timeZone: 'Asia/Tokyo',
    text: 'submit the visa renewal by 24 Nov 2027',
    want: [{ has: 'submit visa renewal', due: '2027-11-24' }],
  },
];

describe("today's date read after noon", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
