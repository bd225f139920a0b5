/**
 * Round thirty-eight, people on tasks: a task that waits on someone's sign-off or hand-over ("once Wilma signs", "after
 * Tariq approves", "before Oona sends it") is with that person. A need or a call of theirs ("before Kenji needs the
 * lab") is no hand-over, and a firm that sends something is no person. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { findPeople } from './people.js';

describe('a task that waits on someone', () => {
  const rows: Row[] = [
    {
      name: '"once Wilma signs"',
      text: 'pay the roofer the second half once Wilma signs the snag list',
      want: [{ has: 'pay roofer', people: ['Wilma'] }],
    },
    {
      name: '"(after Tariq approves)"',
      text: 'publish the release notes (after Tariq approves)',
      want: [{ has: 'publish release notes', people: ['Tariq'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('findPeople on what a task waits for', () => {
  const rows: [string, string, string[]][] = [
    ['"before Oona sends it"', 'proofread the rota before Oona sends it out', ['Oona']],
    ['a name the lexicon lacks, signing off', 'close the sprint once Zbyszko signs off', ['Zbyszko']],
    ['a need is no hand-over', 'book the lab before Kenji needs it', []],
    ['a firm that sends', 'set up the webhooks once Stripe sends the keys', []],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(findPeople(text)).toEqual(want));
});
