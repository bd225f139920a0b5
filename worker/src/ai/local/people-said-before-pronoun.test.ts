/**
 * Round thirty-three, people on tasks: who a later "him"/"her" is, when the sentence names them as the subject of what
 * they said or need after a dash or inside the sentence ("the boiler quote – Farid said he'd send it, chase him",
 * "for the fair Nadia wants the poster, so send her the proof"). Inside a sentence only a name the lexicon lists counts.
 * Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const SAID_BEFORE: Row[] = [
  {
    name: 'a name after a dash that said something is the later "him"',
    text: 'Boiler service quote – Farid said he would send it by Friday, chase him if not.',
    want: [{ has: 'chase farid', people: ['Farid'] }],
  },
  {
    name: 'a name inside the sentence that needs something is the later "her"',
    text: 'for the school fair Nadia wants the poster done by Friday so send her the proof',
    want: [{ has: 'send nadia proof', due: '2026-11-27', people: ['Nadia'] }],
  },
];

describe('round thirty-three: a name said before a pronoun', () => {
  for (const row of SAID_BEFORE) it(row.name, () => check(row));
});
