/**
 * Tags of errands written in another language beside work in English (issue 12): "buy" is a personal errand in
 * any language ("comprar", "acheter", "kaufen", "comprare", "kopen", "kupić"), and so is the kitchen ("cocina",
 * "cuisine", "Küche", "cucina", "cozinha"), so a line that says only that is Life, not the work of the line before
 * it. Like "buy", a purchase says little: a relative or a birthday beside it wins. Dumps written for these tests,
 * Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'Spanish: buying candles after a rollback is an errand',
    text: 'Roll back the release on the cluster tonight. Comprar velas y cerillas.',
    want: [
      { has: 'roll back', tag: 'Work-DevOps' },
      { has: 'comprar', tag: 'Life' },
    ],
  },
  {
    name: 'French: buying bulbs after the alerting rules is an errand',
    text: 'Fix the alerting rules on staging. Acheter des ampoules pour le couloir.',
    want: [
      { has: 'alerting', tag: 'Work-DevOps' },
      { has: 'acheter', tag: 'Life' },
    ],
  },
  {
    name: 'German: painting the kitchen after the build agents is home',
    text: 'Restart the build agents on Jenkins. Die Küche neu streichen.',
    want: [
      { has: 'jenkins', tag: 'Work-DevOps' },
      { has: 'küche', tag: 'Life' },
    ],
  },
  {
    name: 'Italian: buying after a press changeover is an errand',
    text: 'Plan the changeover on press 4 with the shift lead. Comprare le candeline.',
    want: [
      { has: 'changeover', tag: 'Work-Manufacturing' },
      { has: 'comprare', tag: 'Life' },
    ],
  },
  {
    name: "a purchase says little: a present for a sister's birthday stays the family's",
    text: 'Rotate the API keys on staging. El sábado es el cumple de mi hermana, comprar un regalo.',
    want: [
      { has: 'rotate', tag: 'Work-DevOps' },
      { has: 'comprar', tag: 'Family' },
    ],
  },
];

describe('errands in another language beside work', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
