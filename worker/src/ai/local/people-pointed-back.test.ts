/**
 * Round thirty-seven, people on tasks: a name the lexicon does not list, doing something ("Oluchi knows a roofer",
 * "Tavita is hosting the quiz", "Zsofi starts Monday"), that a later "his"/"her"/"him" of the same sentence picks up
 * again is the person the pronoun stands for. A name of the other sex, or a first name nearer the pronoun, is not.
 * Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { subjectNamed } from './people.js';

describe('a name doing something, picked up by a pronoun', () => {
  const rows: Row[] = [
    {
      name: 'any verb of the name, then "his"',
      text: 'gutter leaking again — Oluchi knows a roofer, get his number',
      want: [{ has: 'number', people: ['Oluchi'] }],
    },
    {
      name: '"is" and a gerund inside the sentence, then "her"',
      text: 'the pub quiz thing Tavita is hosting it so I just need to answer her poll by Friday',
      want: [{ has: 'poll', due: '2026-11-27', people: ['Tavita'] }],
    },
    {
      name: 'a role before the name, then "her" on the task',
      text: 'new cashier Zsofi starts Monday: set up her till login',
      want: [{ has: 'till login', people: ['Zsofi'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('whom a later pronoun stands for (subjectNamed)', () => {
  const rows: [string, string, string | null][] = [
    ['any verb, then "his"', 'gutter leaking — Oluchi knows a roofer, get his number', 'Oluchi'],
    [
      'a first name nearer the pronoun',
      'Fence panels split\tGregory (joinery)\tto do\tcheck it with him',
      null,
    ],
    ['a name of the other sex', 'Ingrid fixes bikes on Saturdays, ask him about the brakes', null],
    ['"has" is said of a pet too', 'Biscotti has a grooming slot Friday, wash her blanket', null],
    ['the pronoun in another sentence', 'Tavita hosts the quiz. Answer her poll', null],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(subjectNamed(text)).toBe(want));
});
