/**
 * Round thirty-nine, people on tasks: whom a Spanish or Portuguese errand is for, in three more of its forms: an
 * infinitive with its clitics ("pedírsela a Ximena", "mandársela a Rocío"), a relation's title before the name
 * ("llamar a la tía Nena", "visitar a la abuela Pilar"), and "pra"/"para" before the name ("entregar os recibos pra
 * Joana"). A place after "a" is still no one ("subirlos a Dropbox" has no clitic for a person). Sentences written for
 * these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from './people.js';

describe('Spanish and Portuguese frames', () => {
  const rows: [string, string, string[]][] = [
    ['an infinitive with "se" and "la"', 'el certificado — pedírsela a Ximena mañana', ['Ximena']],
    ['a relation title after the article', 'llamar a la tía Nena por lo de la cena', ['Nena']],
    ['a grandmother', 'visitar a la abuela Pilar el domingo', ['Pilar']],
    ['Portuguese "pra"', 'entregar os recibos pra Joana até sexta', ['Joana']],
    ['a place after "a", its clitic no person', 'revisar los informes y subirlos a Dropbox', []],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(findPeople(text)).toEqual(want));
});
