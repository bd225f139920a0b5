/**
 * Round twenty-six, people on tasks, from misses of several writers in the retired sets: German puts a role before
 * a name as a title ("Hausmeister Krause anrufen") and, like every noun, in brackets after one ("Frau Vogel
 * (Hausärztin)"), where it is nobody; "dem"/"den" may come before a name ("dem Jonas sagen"), and "mit"/"avec" take
 * only people, like "with". "Khun" and "Deacon" are titles, not part of the name, on a doer too. Sentences written for
 * these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { findPeople } from './people.js';

describe('German roles and articles before a name; Khun and Deacon', () => {
  it.each([
    ['Hausmeister Krause anrufen wegen der Heizung', ['Krause']],
    ['Nachbarin Ute fragen, ob sie die Katze füttert', ['Ute']],
    ['Frau Vogel (Hausärztin) anrufen wegen Rezept', ['Vogel']],
    ['Herrn Schulz (Notar) zurückrufen', ['Schulz']],
    ['Dem Matthias sagen, dass die Rechnung fehlt', ['Matthias']],
    ['den Tobias fragen, ob er Samstag kann', ['Tobias']],
    ['Planung mit Sabine besprechen', ['Sabine']],
    ['déjeuner avec Camille vendredi', ['Camille']],
    ['pick up the hymn books from Deacon Femi', ['Femi']],
    ['dinner with Khun Niran on Friday', ['Niran']],
    // A role noun alone is still nobody, and a bracket that names someone still does.
    ['Zahnarzt anrufen wegen Termin', []],
    ['book the venue (Tomasz)', ['Tomasz']],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });

  const rows: Row[] = [
    {
      name: 'a titled doer is on its task once, without the title',
      text: '- Khun Niran to book the function room on Friday\n- Deacon Femi to count the offering',
      want: [
        { has: 'function room', due: '2026-11-27', people: ['Niran'] },
        { has: 'offering', people: ['Femi'] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
