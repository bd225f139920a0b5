/**
 * Round thirty-two, people on tasks: in a point of meeting notes, after its topic, an owner may name the thing before
 * the job ("… Priya: raffle prizes, collect from the shops by Friday."); the job after the comma lost its owner, as only
 * a job straight after the colon had one. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('an owner, the thing, then the job, mid-point', () => {
  const rows: Row[] = [
    {
      name: 'the thing between the owner and the job',
      text: 'Fete committee\n1. Spring fete - stalls nearly full. Omar: book the bouncy castle by Monday. Priya: raffle prizes, collect from the shops by Friday.',
      want: [
        { has: 'bouncy castle', due: '2026-11-30', people: ['Omar'] },
        { has: 'collect shops', due: '2026-11-27', people: ['Priya'] },
      ],
    },
    {
      name: 'the job straight after the owner, as before',
      text: 'Fete committee\n1. Spring fete - stalls nearly full. Priya: collect the raffle prizes by Friday.',
      want: [{ has: 'raffle prizes', due: '2026-11-27', people: ['Priya'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
