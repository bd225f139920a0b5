/**
 * Round thirty-three, people on tasks: a name joined on to a firm ("contact Atlantic Roofing and Maritime Envelope")
 * whose first word is another word of the language is a firm too; a name stays a person ("call Greene Bakery and
 * Priya", "… and Sam Reid"). Sentences written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('firms side by side', () => {
  const rows: Row[] = [
    {
      name: 'a second firm after a firm with a business word',
      text: 'get quotes from Harbour Glazing and Pacific Facades by Friday',
      want: [{ has: 'quotes', people: [] }],
    },
    {
      name: 'the same after a doer',
      text: 'T. Okonkwo to contact Coastal Roofing and Northern Membranes.',
      want: [{ has: 'contact', people: ['T. Okonkwo'] }],
    },
    {
      name: 'a name alone after a firm is a person',
      text: 'call Greene Bakery and Priya about the cake order',
      want: [{ has: 'cake order', people: ['Priya'] }],
    },
    {
      name: 'a full name after a firm is a person',
      text: 'call Greene Bakery and Sam Reid about the cake order',
      want: [{ has: 'cake order', people: ['Sam Reid'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
