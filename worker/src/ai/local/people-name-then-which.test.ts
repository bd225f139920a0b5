/**
 * Round thirty-nine, people on tasks: after a verb that takes a person, a lowercase word after the name made it a
 * modifier of a firm's name ("call Renault procurement") unless the word was one that never is. "which" ("ask Tova
 * which room is free") and "myself"/"personally" ("ring Declan myself") are never a firm's noun either: the name is
 * the person. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from './people.js';

describe('a name before "which", "myself" or "personally"', () => {
  const rows: [string, string, string[]][] = [
    ['ask … which', 'ask Tova which room the auditors want', ['Tova']],
    ['check with … which', 'check with Idris which dates suit the kids', ['Idris']],
    ['ring … myself', 'ring Oisin myself about the deposit', ['Oisin']],
    ['call … personally', 'call Ruairi personally about the leak', ['Ruairi']],
    ['a firm and its department still is no one', 'call Renault procurement about the order', []],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(findPeople(text)).toEqual(want));
});
