/**
 * Round thirty-nine, people on tasks: a double given name owns its things as a single one does ("Min-seo's visa
 * appointment", "Jean-Luc's thesis draft"); the possessive reader took no name with a hyphen, so the owner was lost,
 * and a later "help her" went to a name said earlier. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { ownersIn, thingOwners } from './people.js';

describe('a double given name in a possessive', () => {
  const rows: [string, string, string[]][] = [
    ['a Korean double name', "write the reference for Min-seo's scholarship application", ['Min-seo']],
    ['a French double name', "proofread Jean-Luc's thesis draft", ['Jean-Luc']],
    ['a lower-case second part', "pay Ji-hoon's swim club fees", ['Ji-hoon']],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(thingOwners(text)).toEqual(want));
  it('is whose a later pronoun may mean', () =>
    expect(ownersIn("Xiao-Mei's visa interview moved to the 9th")).toEqual(['Xiao-Mei']));
});

describe('the task', () => {
  const rows: Row[] = [
    {
      name: '"help her" after a double name\'s appointment, with a title said before',
      text: "TA: grade the lab reports — due to Prof. Lund by Sunday.\nXiao-Mei's visa interview is on the 9th — help her with the forms on Saturday",
      want: [
        { has: 'grade the lab reports' },
        { has: 'help xiao-mei', due: '2026-11-28', people: ['Xiao-Mei'] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
