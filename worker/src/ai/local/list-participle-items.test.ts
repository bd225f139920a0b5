/**
 * Round thirty-five: a list item written as a noun phrase may open with a participle used as an adjective ("revised
 * floor plan for the attic", "broken hinge on the side gate - photos + claim"): still a to-do. A participle before a
 * name, an article or a pronoun is a verb, a thing done ("emailed the landlord", "called Auntie Mo"), and a short note
 * ("mixed feelings today") is none. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a participle before the thing is an adjective: the item is a to-do',
    text: '- revised floor plan for the attic conversion to the architect by Friday\n- broken hinge on the side gate - photos + insurance claim',
    want: [{ has: 'revised floor plan', due: '2026-11-27' }, { has: 'broken hinge' }],
  },
  {
    name: 'a participle before an article, a name or a pronoun is a thing done; a short note is none',
    text: '- emailed the landlord about the boiler\n- called Auntie Mo about Sunday lunch\n- mixed feelings today\n- book the dentist',
    want: [{ has: 'book dentist' }],
  },
];

describe('round thirty-five: a participle opening a noun-phrase item', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
