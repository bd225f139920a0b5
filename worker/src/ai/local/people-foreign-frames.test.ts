/**
 * Round thirty-three, people on tasks: French, Spanish and Portuguese give a thing "à"/"a"/"ao" someone the way
 * English sends it "to" them, and a title may stand before that name as after "to" ("le devis à Herr Becker");
 * Portuguese says "pra" where Spanish says "a" ("pedir pra Carla"). Where the thing goes to a town, it is no one.
 * Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from './people.js';

describe('a person after a French, Spanish or Portuguese "to"', () => {
  it.each([
    ['renvoyer le contrat signé à Mme Girard', ['Girard']],
    ['remettre la clé à Monsieur Lefèvre vendredi', ['Lefèvre']],
    ['entregar la factura a Sra. Ortega', ['Ortega']],
    ['levar o carregador ao Sr. Prado', ['Prado']],
    ['pedir pra Renata conferir as notas', ['Renata']],
    ['falar pro Tiago sobre o aluguel', ['Tiago']],
    // A town is where a thing goes, not a person.
    ['envoyer le colis à Lyon', []],
    ['llevar la bici a Madrid', []],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });
});
