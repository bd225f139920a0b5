/**
 * Round thirty-five, people on tasks: a word of respect after a name ("Farooq bhai", "Dilshad bhaiya", "Reshma didi",
 * "Kamal bhai") says a person, the way a first name the lexicon lists does. It is no part of the name, and only a
 * person is called so, so the rules that take a name after "from" or "to" for a shop, a place or a system, and the
 * reading of whom a request is put to, take it for a person. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { findPeople } from './people.js';

describe('a word of respect after a name', () => {
  it.each([
    ['get the signed forms for the school trip from Farooq bhai', ['Farooq']],
    ['collect the prize list for the charity drive from Junaid bhai', ['Junaid']],
    ['Dilshad bhaiya ko call karna hai about the plot papers', ['Dilshad']],
    // Without it, a name the lexicon does not list after "from" is still a shop or a place.
    ['collect the cake from Bretzel', []],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });

  const rows: Row[] = [
    {
      name: 'whom a request is put to',
      text: 'Kamal bhai, please send the cutting report by tonight',
      want: [{ has: 'cutting report', due: '2026-11-24', people: ['Kamal'] }],
    },
    {
      name: 'the same with a question',
      text: 'Reshma didi, can you check the stock count?',
      want: [{ has: 'stock count', people: ['Reshma'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
