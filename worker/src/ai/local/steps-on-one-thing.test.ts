/**
 * Round thirty-five: a verb alone, or with its particle, before "and"/"+"/"&" and a second verb with its object acts on
 * that object too — one task: "sort and shelve the returned books", "write up + file these notes". The second verb need
 * not be one the lexicon lists when an article opens its object. After a comma a verb and its particle ("lock up, call
 * the alarm company") stay a step of their own. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"sort and shelve the returned books" is one task, "shelve" unknown to the lexicon',
    text: 'Library volunteers\n- Noor & me: sort and shelve the returned books on Saturday',
    want: [{ has: 'sort shelve returned books', people: ['Noor'] }],
  },
  {
    name: '"write up + file these notes": a verb with its particle shares the object after "+"',
    text: 'Site visit\n- me: write up + file these notes by Friday',
    want: [{ has: 'write up file notes', due: '2026-11-27' }],
  },
  {
    name: 'after a comma a verb with its particle stays a step of its own',
    text: '- shop alarm beeping: lock up, call the alarm company',
    want: [{ has: 'lock up' }, { has: 'call alarm company' }],
  },
];

describe('round thirty-five: two verbs, one object', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
