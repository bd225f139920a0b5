/**
 * Dictation (issue 12): "the club needs the signed waiver by Friday", "the grant report needs the updated budget
 * table": what someone or something needs from the writer, made ready, is the writer's task — the participle before
 * the thing says what to do to it; "… back" is a return. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a signed paper someone needs by a day',
    text: "Tama's club needs the signed waiver by Friday.",
    want: [{ has: "sign waiver tama's club", due: '2026-11-27' }],
  },
  {
    name: 'an updated part of a document',
    text: 'the grant report needs the updated budget table',
    want: [
      { has: 'update budget table grant report', title: 'Update the budget table for the grant report' },
    ],
  },
  {
    name: 'a signed form wanted back is returned',
    text: 'the landlord wants the signed inventory back by Thursday',
    want: [{ has: 'return signed inventory landlord', due: '2026-11-26' }],
  },
];

describe('dictation: what someone needs from the writer, made ready', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
