/**
 * Office work (issue 12, tags from meaning): one list of its words, read by a tag named for work ("Work", "Arbeit",
 * "Trabajo", "Office") and, when the user has no such tag, as the evidence that keeps a task out of the family
 * errands around it — the slides, the signed NDA, a quote for a client. A relation named before "her" makes her
 * errands the family's. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { OFFICE } from './tag-areas.js';
import { meaningOf } from './tag-meanings.js';

const ROWS: Row[] = [
  {
    name: 'a quote for Max is the Arbeit tag, not the family errand after it',
    extra: ['Familie', 'Arbeit'],
    text: 'Call Max about the quote. Take the kids to the dentist on Friday. Prepare the slides for the client.',
    want: [
      { has: 'quote', tag: 'Arbeit' },
      { has: 'dentist', tag: 'Familie' },
      { has: 'slides', tag: 'Arbeit' },
    ],
  },
  {
    name: 'German office words are the Arbeit tag',
    extra: ['Familie', 'Arbeit'],
    text: 'Die Präsentation für Montag fertig machen. Oma am Sonntag besuchen. Dem Kunden das Angebot schicken.',
    want: [
      { has: 'präsentation', tag: 'Arbeit' },
      { has: 'oma', tag: 'Familie' },
      { has: 'angebot', tag: 'Arbeit' },
    ],
  },
  {
    name: 'a quote for a client is the Trabajo tag',
    extra: ['Trabajo', 'Familia'],
    text: 'Mandar el presupuesto al cliente antes del viernes. Comprar el regalo de cumpleaños de mi hermana. Preparar la presentación para el jefe.',
    want: [
      { has: 'presupuesto', tag: 'Trabajo' },
      { has: 'regalo', tag: 'Familia' },
      { has: 'presentación', tag: 'Trabajo' },
    ],
  },
  {
    name: 'a recruiter among family plans is the Work tag',
    extra: ['Work'],
    text: "dad's surgery is on Monday so I'll drive him in. prep the handover doc for Jess and reply to the recruiter. call my brother to split the visits",
    want: [
      { has: 'dad', tag: 'Family' },
      { has: 'handover', tag: 'Work' },
      { has: 'recruiter', tag: 'Work' },
      { has: 'brother', tag: 'Family' },
    ],
  },
  {
    name: "the slides and a signed NDA between mum's birthday errands stay office work",
    text: "Mum's birthday on Sunday - order the cake and book the restaurant. Finish the slides for Thursday. Send the signed NDA to Rahul. Get a card from the kids.",
    want: [
      { has: 'cake', tag: 'Family' },
      { has: 'restaurant', tag: 'Family' },
      { has: 'slides', tag: 'Unsorted' },
      { has: 'nda', tag: 'Unsorted' },
      { has: 'card', tag: 'Family' },
    ],
  },
  {
    name: 'dictated: the slides for the pitch and the NDA in one run-on with football and a sister',
    text: "ok so tomorrow I need to take Sam to football then finish the slides for the pitch and um send the signed NDA to Rahul and also remind my sister about dad's present",
    want: [
      { has: 'football', tag: 'Family' },
      { has: 'slides', tag: 'Unsorted' },
      { has: 'nda', tag: 'Unsorted' },
      { has: 'sister', tag: 'Family' },
    ],
  },
  {
    name: "grandma's visit and her glasses are the family's",
    text: "Grandma's in hospital again. Visit her on Saturday, bring her glasses and the crossword book. Ask the ward about her meds.",
    want: [
      { has: 'visit', tag: 'Family' },
      { has: 'glasses', tag: 'Family' },
      { has: 'meds', tag: 'Family' },
    ],
  },
  {
    name: 'a deck for a client in a garden dump is no garden job',
    extra: ['Garden'],
    text: 'plant garlic cloves this weekend. email Tom the deck for the client. renew my passport. water the seedlings',
    want: [
      { has: 'garlic', tag: 'Garden' },
      { has: 'deck', tag: 'Unsorted' },
      { has: 'passport', tag: 'Life' },
      { has: 'seedlings', tag: 'Garden' },
    ],
  },
  {
    name: "a contract for the boss in a band's dump is no band job",
    extra: ['Band'],
    text: 'book the rehearsal room for Wednesday, print the setlist. send the signed contract back to my boss. learn the bridge of the new song',
    want: [
      { has: 'rehearsal', tag: 'Band' },
      { has: 'setlist', tag: 'Band' },
      { has: 'contract', tag: 'Unsorted' },
      { has: 'bridge', tag: 'Band' },
    ],
  },
  {
    name: 'dictated: a signed offer letter among allotment jobs is no allotment job',
    extra: ['Allotment'],
    text: 'okay so saturday I want to plant out the leeks and um order more netting for the brassicas oh and remind me to book the boiler service and also send Raj the signed offer letter',
    want: [
      { has: 'leeks', tag: 'Allotment' },
      { has: 'netting', tag: 'Allotment' },
      { has: 'boiler', tag: 'Life' },
      { has: 'offer letter', tag: 'Unsorted' },
    ],
  },
];

describe('office work: one list, read by a work tag and against family spill', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));

  it('a tag named for work means the office words, each of them', () => {
    const meaning = new Set(meaningOf('Work').split(' '));
    for (const word of `${OFFICE.only} ${OFFICE.alsoHome}`.split(/\s+/).filter(Boolean))
      expect(meaning.has(word)).toBe(true);
    expect(meaningOf('Arbeit')).toBe(meaningOf('Work'));
    // "Office" is the same area, and a business's own paperwork too (NAME_SENSES: the contractor's licence).
    expect(meaningOf('Office').startsWith(meaningOf('Day Job'))).toBe(true);
  });
});
