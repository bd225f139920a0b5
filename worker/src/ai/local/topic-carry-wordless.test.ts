/**
 * A task with no word of any area takes what its sentence says; when that is a single everyday word of Life's (the
 * accountant, the bank) and the task sits between two tasks of one of the user's own areas, it is that area's, as a
 * weak Life task is (carryTopic). A sentence naming the writer's own thing keeps the task theirs (issue 12, tags from
 * meaning). Written for these tests, Sunday 2026-11-29 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a wine shop's list: receipts for the accountant between two shop jobs are the shop's",
    text: '- pay the wine suppliers\n- the 3rd: yearly tax filing w/ the accountant, start gathering receipts after the holidays\n- restock the wine shelves',
    extra: ['Wine Shop'],
    want: [
      { has: 'suppliers', tag: 'Wine Shop' },
      { has: 'receipts', tag: 'Wine Shop' },
      { has: 'shelves', tag: 'Wine Shop' },
    ],
  },
  {
    name: "a wine shop's list: the bank's statements between two shop jobs are the shop's",
    text: '- pay the wine suppliers\n- the bank wants the statements, start gathering receipts\n- restock the wine shelves',
    extra: ['Wine Shop'],
    want: [
      { has: 'suppliers', tag: 'Wine Shop' },
      { has: 'receipts', tag: 'Wine Shop' },
      { has: 'shelves', tag: 'Wine Shop' },
    ],
  },
  {
    name: 'the writer’s passport between two shop jobs stays theirs',
    text: '- pay the wine suppliers\n- my passport runs out in March, sort that out this week\n- restock the wine shelves',
    extra: ['Wine Shop'],
    want: [
      { has: 'suppliers', tag: 'Wine Shop' },
      { has: 'passport', tag: 'Life' },
      { has: 'shelves', tag: 'Wine Shop' },
    ],
  },
];

describe('a wordless task between two jobs of one area', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
