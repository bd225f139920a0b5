/**
 * Round thirty-eight, people on tasks: whom a role or a thing is dealt through, in brackets after it with where they
 * are or what they are ("ask the sponsor (Henrike, Leipzig)", "the agent (Bronagh at Keys Estates)", "Client (Saoirse,
 * the bakery)"), is who the task is with. Not a date or a count after the comma, nor two firms listed.
 * Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { findPeople } from './people.js';

describe('a contact in brackets with a place or a firm', () => {
  const rows: Row[] = [
    {
      name: '"(Henrike, Leipzig)" after a role',
      text: 'ask the sponsor (Henrike, Leipzig) about the amended consent form',
      want: [{ has: 'ask sponsor', people: ['Henrike'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('findPeople on a bracketed contact', () => {
  const rows: [string, string, string[]][] = [
    [
      '"at" a firm',
      "the landlord's agent (Bronagh at Keys Estates) wants the inspection form back",
      ['Bronagh'],
    ],
    [
      '"the" what they are, heading a line',
      'Client (Saoirse, the bakery) — three captions due Friday',
      ['Saoirse'],
    ],
    ['a title and a surname', 'call the notary (Mr. Haddad, Old Town Chambers)', ['Haddad']],
    ['a date after the comma', 'book the seminar room for the viva (Jonas, Jan 19)', []],
    ['two firms listed', 'get scaffold quotes from two firms (Brady Lane, AccessPro)', []],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(findPeople(text)).toEqual(want));
});
