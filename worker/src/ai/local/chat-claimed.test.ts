/**
 * Whose a job is, claimed in a chat: "whoever's driving it owns that" asks whoever reads, so the user's "on it, will
 * call the garage today" takes it on and dates it; "mine, will do after lunch" claims what was asked as the user's
 * own, with nobody else on it. Chats written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"mine" claims a favour asked of whoever reads: the user\'s own, nobody else on it',
    text: '[09:00] Ines: the plants in reception look sad\n[09:01] Ines: and can someone water the plants in reception\n[09:02] Me: mine, will do after lunch\n[09:03] Ines: ty',
    want: [{ has: 'water plants reception', due: '2026-11-24', people: [] }],
  },
  {
    name: '"whoever…" asks whoever reads: the user\'s "on it, … today" takes it on and dates it',
    text: "Kasia: the van is back\nTom: nice\nKasia: also we should book the van service for next week, whoever's driving it owns that\nMe: yep on it, will call the garage today\nKasia: thanks",
    want: [{ has: 'book van service', due: '2026-11-24' }],
  },
];

describe('a job claimed in a chat', () => {
  it.each(ROWS)('$name', check);
});
