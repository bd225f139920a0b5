/**
 * Round thirty-four, people on tasks: a lowercase word after a name makes it a modifier ("Renault procurement"), but
 * not a word that starts when, in English or another language ("to Kagiso day after tomorrow", "to Ngozi end of day",
 * "rappeler Yasmina ce soir"). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from './people.js';

describe('a time said right after a name', () => {
  it.each([
    ['send the payroll file to Kagiso day after tomorrow', ['Kagiso']],
    ['hand the van keys to Ngozi end of day', ['Ngozi']],
    ['rappeler Yasmina ce soir', ['Yasmina']],
    ['call Renault procurement about the invoice', []],
    ['email Siemens support', []],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });
});
