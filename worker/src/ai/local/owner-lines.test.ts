/**
 * Round twenty-four: on an owner's line of meeting notes ("Dan: chase his supplier"), "his"/"her" before a thing is the
 * owner's own, not the last person named before it (a retired set's "Dan: chase his mum" named the planner instead). A
 * request written to someone ("can you…") and a pronoun that does not fit the owner still look back. Notes written for
 * these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const OWNERS_OWN: Row[] = [
  {
    name: '"Name: verb her thing" is the owner\'s own thing, and nobody named before joins the task',
    text: 'Sync with Rafael and Hana\n\nActions\n- Rafael to send the crash logs by Thursday\n- Hana: tidy up her branch before the demo\n- Rafael — renew his parking permit',
    want: [
      { has: 'crash logs', due: '2026-11-26', people: ['Rafael'] },
      { has: 'tidy branch', people: ['Hana'] },
      { has: 'parking permit', people: ['Rafael'] },
    ],
  },
  {
    name: 'a pronoun that does not fit the owner is still someone named before',
    text: 'Notes\n- Femke starts on Monday\n- Oscar: order her laptop and badge',
    want: [{ has: 'laptop', people: ['Oscar', 'Femke'] }],
  },
];

describe("round twenty-four: an owner's own thing", () => {
  for (const row of OWNERS_OWN) it(row.name, () => check(row));
});
