/**
 * Round thirty-nine, people on tasks: a name opening a clause with any verb ("Ilka has the paint", "Bram from Solent
 * Pumps can come Monday", "Noor (site lead) still has to sign") and a later "ask her", "call him", "check in with him"
 * of the same sentence: the pronoun is that person, for only a person is asked or called. Not "call her vet" (a thing
 * of hers), nor a name of the other sex. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { subjectNamed } from './people.js';

describe('a "him"/"her" asked or called, after a name with any verb', () => {
  const rows: Row[] = [
    {
      name: 'a firm between the name and the verb',
      text: 'Bram from Solent Pumps can come Monday if the part is in → call him to confirm',
      want: [{ has: 'call bram', people: ['Bram'] }],
    },
    {
      name: 'after a label and "said"',
      text: 'Gutters: Ozren said he can come after the 3rd - call him Thursday to book.',
      want: [{ has: 'call ozren', due: '2026-11-26', people: ['Ozren'] }],
    },
    {
      name: 'checking in with him',
      text: "Tamsin's handover is with Joao now, I'll check in with him tomorrow",
      want: [{ has: 'check in with joao', due: '2026-11-25', people: ['Joao'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('subjectNamed with a pronoun asked or called', () => {
  const rows: [string, string, string | null][] = [
    ['"has", then "ask her"', 'Ilka has the spare keys, ask her.', 'Ilka'],
    ['a bracket between', 'Noor (site lead) still has to sign the permit, call her.', 'Noor'],
    ['"send him" a thing', 'Dario is driving this time, send him the route.', 'Dario'],
    ['a thing of hers', 'Pickles has a check-up Saturday – call her vet', null],
    ['no one asked', 'Ilka has the spare keys.', null],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(subjectNamed(text)).toBe(want));
});
