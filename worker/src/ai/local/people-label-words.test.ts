/**
 * Round thirty-two, people on tasks: a word labelling a part of life that compromise's lexicon lacks ("Personal:",
 * "Household:", "Medical:", "Optional:") was read as a person's name, so the label opening a line owned every task on
 * it. Such a label is no name; first names with a like ending ("Kunal", "Sonal", "Jamal") still are. Sentences written
 * for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { isPersonName } from './names.js';

describe('labels for a part of life are no people', () => {
  it.each(['Personal', 'Household', 'Medical', 'Optional', 'Technical', 'Seasonal', 'Career', 'Gym'])(
    '%s is no name',
    (word) => {
      expect(isPersonName(word)).toBe(false);
    },
  );
  it.each(['Kunal', 'Sonal', 'Jamal', 'Michal'])('%s is still a name', (word) => {
    expect(isPersonName(word)).toBe(true);
  });

  const rows: Row[] = [
    {
      name: 'a "Personal:" line after work items owns none of its tasks',
      text: '1. Send the stock count to the depot\n2. Personal: renew the car tax, collect Noor from swimming at 6pm',
      want: [
        { has: 'stock count', people: [] },
        { has: 'car tax', people: [] },
        { has: 'noor swimming', people: ['Noor'] },
      ],
    },
    {
      name: 'a "Medical:" label before an errand',
      text: 'Medical: book the flu jab before Friday',
      want: [{ has: 'flu jab', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
