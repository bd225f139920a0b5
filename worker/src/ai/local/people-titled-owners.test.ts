/**
 * Round thirty-four, people on tasks: an owner written with a title is on the task as one without is ("renew Dr.
 * Mendes's locum contract", "answer Prof. Okoye's questions"), and a title does not change that a place or another
 * person owned names no one ("ring Dr Haddad's surgery", "email Mrs Lund's assistant"). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from './people.js';

describe('an owner with a title', () => {
  it.each([
    ["renew Dr. Mendes's locum contract", ['Mendes']],
    ["answer Prof. Okoye's questions on the draft", ['Okoye']],
    ["print Mrs Lund's boarding passes", ['Lund']],
    ["ring Dr Haddad's surgery about the results", []],
    ["email Mrs Lund's assistant", []],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });
});
