/**
 * Round twenty-five, people on tasks, from the retired sets' 1:1 notes (two writers): under a heading "1:1 w/ X" the
 * notes are about X, so a "he"/"she" the sentence names nobody for is X, not the last other person the notes named,
 * and "our next 1:1" is with X. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { oneOnOneWith } from './people.js';

describe('1:1 notes: the pronouns are the one the 1:1 is with', () => {
  it.each([
    ['1:1 w/ Obiora - 24 Nov\n- wants more on-call cover', 'Obiora'],
    ['One-on-one with Marisol\nnotes', 'Marisol'],
    ['Team sync\n1:1 w/ Obiora next week', null],
    ['Standup notes\n- Obiora is off Friday', null],
  ])('%j → %j', (text, who) => {
    expect(oneOnOneWith(text)).toBe(who);
  });

  const rows: Row[] = [
    {
      name: '"he" after another name is still the one of the 1:1',
      text: [
        '1:1 w/ Obiora – 24 Nov',
        '- hand the billing alerts to Kasimir',
        "- he'll send me the incident timeline on Thursday",
      ].join('\n'),
      want: [
        { has: 'billing alerts', people: ['Kasimir'] },
        { has: 'incident timeline', due: '2026-11-26', people: ['Obiora'] },
      ],
    },
    {
      name: '"her" and "our next 1:1" in a 1:1 with a woman',
      text: [
        '1:1 with Marisol',
        '- she is swamped with the migration',
        "- my todos: find her a mentor in the data team, and move our next 1:1 since I'm away",
      ].join('\n'),
      want: [
        { has: 'mentor', people: ['Marisol'] },
        { has: 'move our next 1:1', people: ['Marisol'] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
