/**
 * A deadline said as a week's number (issue 12, dates): "by wk 49", "before KW 3" is that ISO week's Monday, next
 * year's once this year's week is past; "for week 49" names what a thing is for and dates nothing.
 * Dumps written for these tests, Tuesday 2026-11-24 (ISO week 48).
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a deadline week this year, and one already past that is next year',
    text: 'get the pallet quotes from the haulier by wk 50\norder the spare moulds before KW 3',
    want: [
      { has: 'pallet quotes haulier', title: 'Get the pallet quotes from the haulier', due: '2026-12-07' },
      { has: 'order spare moulds', title: 'Order the spare moulds', due: '2027-01-18' },
    ],
  },
  {
    name: 'a week a thing is for is no deadline',
    text: 'draw up the overtime rota for week 51',
    want: [{ has: 'overtime rota week 51', due: null }],
  },
];

describe('a deadline week by its number', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
