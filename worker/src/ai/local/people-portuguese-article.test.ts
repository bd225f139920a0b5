/**
 * Round thirty-six, people on tasks: Portuguese writes the article before a man's name ("o Zé", "o Caio"), as it writes
 * "a" before a woman's, so after an infinitive "o" and a name is whom the thing is done to or for, as "a" and a name
 * already was ("levar a Bia"). A thing in capitals after "o" ("o IPVA", "o IUC") is no one. Sentences written for these
 * tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from './people.js';

describe('a Portuguese article before a name', () => {
  it.each([
    ['pagar o Tião pela cerca nova', ['Tião']],
    ['cobrar o Renan sobre o relatório', ['Renan']],
    ['lembrar o Otávio da reunião de sexta', ['Otávio']],
    // "a" before a name was read already.
    ['buscar a Lívia na escola', ['Lívia']],
    // A tax or a thing in capitals is nobody.
    ['pagar o IPVA amanhã', []],
    // An English verb before "o" is no infinitive.
    ['order o Ring', []],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });
});
