/**
 * Round twenty-six, people on tasks, from misses of two writers in the retired sets: a supermarket chain the
 * lexicon does not know ("Sobeys" was taken for a person in both) and a trade firm named by place and trade ("Atlantic
 * Roofing") are no people; the person who deals with them still is. Sentences written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { findPeople } from './people.js';

describe('chains and trade firms are no people', () => {
  it.each([
    ['send the thank-you card to Loblaws', []],
    ['call Kroger about the pallet order', []],
    ['Priya to ask Woolworths for a donation', ['Priya']],
    ['ring Summit Landscaping re the hedge', []],
    ['Oisin to contact Coastal Glazing and Northern Scaffolding', ['Oisin']],
    ['book Lakeview Catering for the launch', []],
    // A person met at a firm's is still a person.
    ['coffee with Mireille from Kroger', ['Mireille']],
    // A trade word after the name ("Metals", "Tours"), a French one before it, or a monitoring tool: no person.
    ['Joaquin to chase Baltic Metals for the mill certs', ['Joaquin']],
    ['book the airport transfer with Jambo Tours', []],
    ['send the proofs to Imprimerie Rochat', []],
    ['Ravi to export the error rates from Kibana', ['Ravi']],
  ])('%s → %j', (text, people) => {
    expect(findPeople(text)).toEqual(people);
  });

  const rows: Row[] = [
    {
      name: 'a chain on a minutes action is not on the task, its owner is',
      text: 'Pantry committee\nActions:\n- Nadia will call Kroger about a bulk discount by Friday\n- Tomas to email Riverside Roofing for a quote',
      want: [
        { has: 'bulk discount', due: '2026-11-27', people: ['Nadia'] },
        { has: 'quote', people: ['Tomas'] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
