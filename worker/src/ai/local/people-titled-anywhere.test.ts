/**
 * Round thirty-four, people on tasks: after a title of any language the one list of titles holds ("Pak", "Ibu", "Sra.",
 * "Khun"), a name is a person's wherever it stands, as it already was after "Dr", "Uncle" or "Tita"; a title that is
 * also a word ("Sr Developer") names no one unless a name follows it. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from './people.js';

describe('a name after a title, with no verb before it', () => {
  it.each([
    ['kirim laporan ke Pak Budi besok', ['Budi']],
    ['arisan at Ibu Wati on Sunday', ['Wati']],
    ['mail the invoice to the bookkeeper, Sra. Ortega', ['Ortega']],
    ['the rent for Khun Malee is due', ['Malee']],
    ['hiring: interview the Sr Developer candidates', []],
    ['phone Mrs Baker about the fence', ['Baker']],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });
});
