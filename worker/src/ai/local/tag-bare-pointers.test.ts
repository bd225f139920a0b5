/**
 * A task that says nothing but a verb and a word pointing back ("Nadia's visa interview is on Thursday, take her";
 * "Ines's visa photos - get them sorted") is an errand for the one its sentence named: the family's, even in a dump
 * about an area of the user's (issue 12, tags from meaning). Not a pet's, and not one that names someone itself.
 * Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'her, after what someone has on a day',
    text: "todo:\nrenew the car insurance by Friday\nNadia's visa interview is Thursday at 9, take her\nemail Petra the slides",
    want: [{ has: 'insurance', tag: 'Life' }, { has: 'take', tag: 'Family' }, { has: 'slides' }],
  },
  {
    name: 'them, after the thing of someone named',
    text: "todo:\npay the water bill\nInes's visa photos - get them sorted this week\nemail Petra the slides",
    want: [{ has: 'water', tag: 'Life' }, { has: 'photos', tag: 'Family' }, { has: 'slides' }],
  },
  {
    name: 'in a dump about an area of the user’s',
    extra: ['Cottage'],
    text: "guests arrive at the cottage Friday\nbook the cleaner for the cottage on Thursday\nfix the cottage gutter\nBruno's passport appointment is on Monday, take him",
    want: [
      { has: 'cleaner', tag: 'Cottage' },
      { has: 'gutter', tag: 'Cottage' },
      { has: 'take', tag: 'Family' },
    ],
  },
  {
    name: "a pet's is no family errand",
    text: "todo:\npay the water bill\nRex's jabs are due at the vet, book them\nemail Petra the slides",
    want: [{ has: 'water', tag: 'Life' }, { has: 'book', tag: 'Life' }, { has: 'slides' }],
  },
];

describe('a bare pointer back to someone named is an errand for them', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
