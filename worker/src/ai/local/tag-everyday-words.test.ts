/**
 * Everyday words of the writer's own life in the languages people mix into their dumps: the plumber and the
 * building's fees in Spanish and Portuguese, a residence card of the Gulf, a car's or a scooter's yearly papers, a
 * sports card. One of them makes a short errand Life's, not the custom area the dump is about (issue 12, tags from
 * meaning). Written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { scoreTags } from './tags.js';

const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted'];

describe("a word of the writer's own life counts for Life", () => {
  it.each([
    'llamar al plomero, gotea la ducha',
    'pagar las expensas del mes',
    'revisar el calefón antes del invierno',
    'pagar o boleto do condomínio',
    'renew my iqama before it lapses',
    'book the Pickerl for the van',
    'renew the bluebook for the motorbike',
    'das Fahrrad zur Werkstatt bringen',
    'cancel the Multisport card',
  ])('%s', (text) => {
    expect(scoreTags(text, TAGS).find((entry) => entry.tag === 'Life')?.score).toBeGreaterThan(0);
  });
});

const ROWS: Row[] = [
  {
    name: "a plumber in Spanish after a language school's jobs is the writer's own",
    text: 'preparar el examen de nivel B1 para el grupo del jueves\ncorregir las redacciones del grupo A2\nllamar al plomero, gotea la ducha',
    extra: ['Academia'],
    want: [
      { has: 'examen', tag: 'Academia' },
      { has: 'redacciones', tag: 'Academia' },
      { has: 'plomero', tag: 'Life' },
    ],
  },
  {
    name: "a residence card after a lab's jobs is the writer's own",
    text: 'Lab: run the western blot again, order more antibodies. Renew my iqama by the 20th.',
    extra: ['Lab'],
    want: [
      { has: 'western', tag: 'Lab' },
      { has: 'antibodies', tag: 'Lab' },
      { has: 'iqama', tag: 'Life' },
    ],
  },
];

describe('an errand of one such word stays Life in a dump about an area', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
