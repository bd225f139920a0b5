/**
 * The one test of whether a thing's subject ("X needs…", "X has to go…", "X is due…") names no thing, and how far each
 * reading reaches (actions.ts namesNoThing).
 */
import { describe, expect, it } from 'vitest';
import { namesNoThing } from './actions.js';

type Reach = 'opens' | 'alone' | 'said';

const ROWS: [subject: string, reach: Reach, noThing: boolean][] = [
  // Every reach: a subject that opens with a pronoun or a word for anyone.
  ['they', 'opens', true],
  ['it', 'alone', true],
  ['someone in accounts', 'opens', true],
  ['which of the forms', 'said', true],
  ['the spare fridge', 'opens', false],
  // "X needs a new…": a whole subject that is only a word for anyone.
  ['somebody', 'alone', true],
  ['no one', 'alone', true],
  ['who', 'alone', true],
  ['somebody', 'opens', false],
  ['the porch light', 'alone', false],
  // "X has to go to…": a name alone, "each of us", a pronoun or "be" anywhere in it.
  ['Marta', 'said', true],
  ['each of us', 'said', true],
  ['the plan is we', 'said', true],
  ['  everybody ', 'said', true],
  ['Marta', 'alone', false],
  ['the plan is we', 'opens', false],
  ['Tile samples', 'said', false],
  ['the signed lease', 'said', false],
];

describe('namesNoThing', () => {
  it.each(ROWS)('%j (%s) → %s', (subject, reach, noThing) => {
    expect(namesNoThing(subject, reach)).toBe(noThing);
  });
});
