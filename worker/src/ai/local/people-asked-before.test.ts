/**
 * Round thirty-three, people on tasks: a yes or no that only points back at someone's request ("Makoa asked to swap
 * his Friday, approve that") is with whoever asked. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('an answer pointing back at a request', () => {
  const rows: Row[] = [
    {
      name: 'approve what someone asked to do',
      text: 'Tavita asked to move her Monday shift, approve that.',
      want: [{ has: 'approve', people: ['Tavita'] }],
    },
    {
      name: 'confirm what someone wants',
      text: 'Ines wants to leave early on Thursday, confirm it',
      want: [{ has: 'confirm', people: ['Ines'] }],
    },
    {
      name: 'a pointer with no request before it names nobody',
      text: 'The December rota is ready, approve it.',
      want: [{ has: 'approve rota', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
