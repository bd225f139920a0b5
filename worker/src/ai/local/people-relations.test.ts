/**
 * Round twenty-five, people on tasks, from the retired sets' misses: a role or a relation said with "his", "her" or
 * "their" before a name ("tell her coach Dan…", "call his teacher Ayşe Hanım") names that person, not whose coach it
 * is; "notify"/"inform" take a person; a name followed by the team it works in ("Rashmi in commercial") is a person
 * even where an order or a contract "with" someone is usually a firm's. Sentences written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { findPeople } from './people.js';

describe('a relation before a name, a team after it', () => {
  it.each([
    ['text his coach Marco that Leo is off sick', ['Marco']],
    ['ring their tutor Bronwen about the mock exam', ['Bronwen']],
    ['call her sister Ines back', ['Ines']],
    ['notify Oksana in quality that the batch failed', ['Oksana']],
    ['inform Tobias about the new rota', ['Tobias']],
    ['settle the claims with Obinna from billing', ['Obinna']],
    // Still firms: an order or contract with a name that works in no team.
    ['chase the orders with Würth', []],
    ['renew the support contract with Würth in Germany', []],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });

  const rows: Row[] = [
    {
      name: '"her coach Bram" is Bram, not the child named before',
      text: 'collect Noor from swimming at six and tell her coach Bram she misses Sunday',
      want: [
        { has: 'collect noor', people: ['Noor'] },
        { has: 'coach bram', people: ['Bram'] },
      ],
    },
    {
      name: '"his teacher Selin" after the child names the teacher',
      text: '- Kofi forgot his reading book again, email his teacher Selin about it',
      want: [{ has: 'teacher', people: ['Selin'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
