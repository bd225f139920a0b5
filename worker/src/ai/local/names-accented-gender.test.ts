/**
 * Round thirty-nine, people on tasks: the sex of a name written with its accents ("Cláudia", "Inês", "Andrés") is
 * the lexicon's for the name without them, as isKnownFirstName already reads it; so a later "him" or "her" does not
 * go to a name of the other sex. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { nameGender } from './names.js';

describe('nameGender with accents', () => {
  const rows: [string, 'female' | 'male' | null][] = [
    ['Cláudia', 'female'],
    ['Inês', 'female'],
    ['Andrés', 'male'],
    ['José', 'male'],
    ['Claudia', 'female'],
  ];
  for (const [name, want] of rows) it(name, () => expect(nameGender(name)).toBe(want));
});

describe('a "his" after an accented woman’s name', () => {
  const rows: Row[] = [
    {
      name: 'is not hers',
      text: "Send the budget to Cláudia before lunch. And I promised the new intern I'd review his draft by Thursday.",
      want: [
        { has: 'send the budget', people: ['Cláudia'] },
        { has: 'review his draft', people: [] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
