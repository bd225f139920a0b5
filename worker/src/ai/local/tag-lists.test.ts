/**
 * Tags of the items of one sentence that holds several tasks (issue 12): what the sentence says around them is about
 * one item ("the cluster upgrade is at 10, tell the support team") and does not outweigh another item's own words
 * ("…and pick up the parcel from the post office"), nor does what is said across another item ("for the choir I've
 * got to learn the tenor line, print the programmes, and for the baby … order the steriliser"); a label over them all
 * ("band stuff first", "Saturday list") frames every item. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a plant's event said before the list does not make the car's MOT the plant's",
    text: "right so tomorrow I've got the kaizen event on line 2, need to sort the changeover checklist, then after work take the car for its MOT and get mum's birthday present",
    want: [
      { has: 'changeover', tag: 'Work-Manufacturing' },
      { has: 'mot', tag: 'Life' },
      { has: 'present', tag: 'Family' },
    ],
  },
  {
    name: "a statement about the cluster is the first item's, not the parcel's",
    text: 'reminder for Monday: the cluster upgrade is at 10, tell the support team, review the ingress PR and pick up the parcel from the post office',
    want: [
      { has: 'support team', tag: 'Work-DevOps' },
      { has: 'ingress', tag: 'Work-DevOps' },
      { has: 'parcel', tag: 'Life' },
    ],
  },
  {
    name: 'a label over the list frames every item, an everyday word of its own included',
    text: 'ok so band stuff first we need to um book the rehearsal room for Tuesday and I have to restring the bass before the gig and uh the trailer insurance needs renewing end of the month',
    extra: ['Band'],
    want: [
      { has: 'rehearsal', tag: 'Band' },
      { has: 'bass', tag: 'Band' },
      { has: 'insurance', tag: 'Band' },
    ],
  },
  {
    name: "what is said across another item is that item's: the choir's statement does not take the baby's errands",
    text: "right for the choir I've got to learn the tenor line in the Faure by Tuesday and print the programmes, and for the baby we need to book the health visitor and order the steriliser",
    extra: ['Choir', 'Baby'],
    want: [
      { has: 'programmes', tag: 'Choir' },
      { has: 'health visitor', tag: 'Baby' },
      { has: 'steriliser', tag: 'Baby' },
    ],
  },
  {
    name: "a plant's job said before the items, in Spanish, is no label over the nappies",
    text: 'mañana sin falta: cambiar el molde de la prensa 3, revisar el par de apriete en la línea 2, y comprar pañales',
    timeZone: 'Europe/Madrid',
    want: [
      { has: 'molde prensa', tag: 'Work-Manufacturing' },
      { has: 'par de apriete', tag: 'Work-Manufacturing' },
      { has: 'pañales', tag: 'Family' },
    ],
  },
];

describe('tags of the items of a list sentence', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
