/**
 * Round thirty-five, meeting notes: in a meeting's actions, an owner may be written with what they are in brackets,
 * "Tariq (QA): …", "Ines (me) – …", "→ Sol (agency side): …". The name is the owner ("me" is the user), so the item is
 * theirs, a noun-phrase item too. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Name (role): noun phrase" under "Next steps" is that person\'s task',
    text: 'Release review\nNext steps:\n- Tariq (QA): regression pass on the billing screens by Friday',
    want: [{ has: 'regression pass billing', due: '2026-11-27', people: ['Tariq'] }],
  },
  {
    name: '"AI: Name (me) – verb" is the user\'s own task',
    text: 'School fair meeting\nAction items:\nAI: Ines (me) – email the raffle winners by Thursday',
    want: [{ has: 'email raffle winners', due: '2026-11-26', people: [] }],
  },
  {
    name: 'a heading "Who does what:" heads the actions too',
    text: 'Agency kickoff notes\nWho does what:\n→ Sol (agency side): storyboard for the spring spot',
    want: [{ has: 'storyboard spring spot', people: ['Sol'] }],
  },
];

describe('round thirty-five: an owner with a role in brackets', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
