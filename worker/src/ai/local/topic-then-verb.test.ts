/**
 * A thing named first and what to do with it after a dash, comma or arrow (issue 12, lists, meeting notes and work
 * notes): "Grant report for the river trust – draft by Monday" is to draft the grant report, also when the thing says
 * what it is for; it was titled with the bare verb. Written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Grant report for the river trust – draft by Monday" drafts the grant report',
    text: 'Grant report for the river trust – draft by Monday',
    want: [{ has: 'draft grant report river trust', due: '2026-11-30' }],
  },
  {
    name: '"costings for the loft conversion, send by Thursday" sends the costings',
    text: 'costings for the loft conversion, send by Thursday',
    want: [{ has: 'send costings loft conversion', due: '2026-11-26' }],
  },
  {
    name: 'two things joined by "+" are the thing: "Raffle tickets + cash box - collect by Friday"',
    text: 'Raffle tickets + cash box - collect by Friday',
    want: [{ has: 'collect raffle tickets + cash box', due: '2026-11-27' }],
  },
  {
    name: 'a thing of five words: "quarterly fire extinguisher service records: file by Dec 2"',
    text: 'quarterly fire extinguisher service records: file by Dec 2',
    want: [{ has: 'file quarterly fire extinguisher service records', due: '2026-12-02' }],
  },
  {
    name: 'what it is for may hold a slash: "rota for Dec/Jan - print by Thursday"',
    text: 'rota for Dec/Jan - print by Thursday',
    want: [{ has: 'print rota dec/jan', due: '2026-11-26' }],
  },
  {
    name: 'a statement before the verb is no thing: "we\'re out of printer ink, grab that on the way home"',
    text: "we're out of printer ink, grab that on the way home",
    want: [{ has: 'grab' }],
  },
];

describe('a thing, then what to do with it', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
