/**
 * Round thirty-five, people on tasks: "Rui asked for Friday off, redo the weekend rota" is one errand. The time off is
 * granted, not sent, so there is no "send Rui Friday off" task. The task said right after the request is Rui's
 * request, and he is on it, as "Makoa asked to swap his Friday, approve that" already was. A new errand after "also"
 * is not his, and a firm that "wants" something is no asker. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { wantedBy } from './people.js';

describe('time off asked for, then what to do about it', () => {
  it.each([
    ['Rui asked for Friday off', null],
    ['Dana asked for the 19th off', null],
    // Something to send is still one.
    ['Rui asked for the stock sheet', { name: 'Rui', thing: 'the stock sheet', person: true }],
  ])('%s → %j', (text, wanted) => {
    expect(wantedBy(text)).toEqual(wanted);
  });

  const rows: Row[] = [
    {
      name: 'the task right after the request is with whoever asked',
      text: '- Rui asked for Friday off, redo the weekend rota',
      want: [{ has: 'weekend rota', people: ['Rui'] }],
    },
    {
      name: 'not a new errand after "also"',
      text: 'Tomasz asked for help with the move, also book the dentist',
      want: [{ has: 'dentist', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
