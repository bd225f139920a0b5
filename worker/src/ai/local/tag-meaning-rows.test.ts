/**
 * Custom tags chosen from what their name means (issue 12, tags from meaning), whatever the language of the name and
 * of the dump — "Jardín", "Maison", "Casa", "Gesundheit", "Argent", "School" — and meeting notes: the items of a
 * work meeting are the work's, while the writer's own family errands among them ("pick up Ella from nursery") and
 * the lines under a "Personal:"-style label after them are not. Dumps written for these tests, Tuesday 2026-11-24
 * UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const NAMED: Row[] = [
  {
    name: 'Spanish: roses and fertiliser are the Jardín tag, a doctor the Salud tag',
    extra: ['Jardín', 'Salud'],
    text: 'Podar los rosales el sábado. Pedir cita con el médico. Comprar abono para las plantas. Recoger las gafas.',
    want: [
      { has: 'rosales', tag: 'Jardín' },
      { has: 'médico', tag: 'Salud' },
      { has: 'abono', tag: 'Jardín' },
      { has: 'gafas' },
    ],
  },
  {
    name: 'French: the plumber and light bulbs are the Maison tag, not Life nor the car',
    extra: ['Maison', 'Voiture'],
    text: 'Appeler le plombier pour la fuite. Prendre rendez-vous pour le contrôle technique. Acheter des ampoules.',
    want: [
      { has: 'plombier', tag: 'Maison' },
      { has: 'contrôle', tag: 'Voiture' },
      { has: 'ampoules', tag: 'Maison' },
    ],
  },
  {
    name: 'Italian: the plumber and the rent are the Casa tag, the dentist and the pharmacy the Salute tag',
    extra: ['Casa', 'Salute'],
    text: "Chiamare l'idraulico per il rubinetto. Prenotare la visita dal dentista. Pagare l'affitto. Ritirare la ricetta in farmacia.",
    want: [
      { has: 'idraulico', tag: 'Casa' },
      { has: 'dentista', tag: 'Salute' },
      { has: 'affitto', tag: 'Casa' },
      { has: 'ricetta', tag: 'Salute' },
    ],
  },
  {
    name: 'German: a dentist appointment and a prescription are the Gesundheit tag',
    extra: ['Auto', 'Gesundheit'],
    text: 'Reifenwechsel beim Autohaus buchen. Zahnarzttermin vereinbaren. Rezept bei der Apotheke abholen.',
    want: [
      { has: 'reifenwechsel', tag: 'Auto' },
      { has: 'zahnarzttermin', tag: 'Gesundheit' },
      { has: 'rezept', tag: 'Gesundheit' },
    ],
  },
  {
    name: 'French: a transfer is the Argent tag, paracetamol from the pharmacy the Santé tag',
    extra: ['Argent', 'Santé'],
    text: 'Faire un virement à Paul. Prendre rendez-vous chez le dentiste. Acheter du paracétamol à la pharmacie.',
    want: [
      { has: 'virement', tag: 'Argent' },
      { has: 'dentiste', tag: 'Santé' },
      { has: 'paracétamol', tag: 'Santé' },
    ],
  },
  {
    name: 'German: a tax return is the Geld tag',
    extra: ['Haus', 'Geld'],
    text: 'Steuererklärung abgeben bis Freitag.',
    want: [{ has: 'steuererklärung', tag: 'Geld' }],
  },
  {
    name: "a parent's School tag takes the lunch money and the PE kit",
    extra: ['School'],
    text: "sign the permission slip for the zoo trip, pay the lunch money online, book a haircut, find Ben's PE kit",
    want: [
      { has: 'permission' },
      { has: 'lunch', tag: 'School' },
      { has: 'haircut', tag: 'Life' },
      { has: 'kit', tag: 'School' },
    ],
  },
  {
    name: "chords to learn are the Band's",
    extra: ['Band'],
    text: 'book rehearsal room for Wed, call mum about Christmas, pay the gas bill, learn the new chords',
    want: [
      { has: 'rehearsal', tag: 'Band' },
      { has: 'mum', tag: 'Family' },
      { has: 'gas', tag: 'Life' },
      { has: 'chords', tag: 'Band' },
    ],
  },
];

const MEETINGS: Row[] = [
  {
    name: "a standup's office items are the work's, a nursery pickup among them the family's",
    text: 'Platform standup 25/11\n- Priya: rotate the staging certs by Thu\n- me: send the Q1 roadmap slides to Dana\n- Tom: update the vendor contract for PagerDuty\n- me: pick up Ella from nursery at 5',
    want: [
      { has: 'certs', tag: 'Work-DevOps' },
      { has: 'roadmap', tag: 'Work-DevOps' },
      { has: 'vendor', tag: 'Work-DevOps' },
      { has: 'nursery', tag: 'Family' },
    ],
  },
  {
    name: "a label after a retro's items ends the notes, blank line or not",
    text: 'Sprint 12 retro\n- Went well: deploys\n- Actions: me - update the roadmap deck for the stakeholders\n- Ana: fix flaky tests\nOther stuff: book the dentist for Max, call grandma',
    want: [
      { has: 'roadmap', tag: 'Work-DevOps' },
      { has: 'flaky', tag: 'Work-DevOps' },
      { has: 'dentist', tag: 'Family' },
      { has: 'grandma', tag: 'Family' },
    ],
  },
  {
    name: "a team meeting is the Work tag's, a child's swimming lesson the family's, the team's party the work's",
    extra: ['Work'],
    text: 'Weekly team meeting\n- Raj: chase the overdue invoices\n- me: prep the onboarding plan for the new hire\n- me: collect Mia from her swimming lesson\n- Lena: organise the Christmas party',
    want: [
      { has: 'invoices', tag: 'Work' },
      { has: 'onboarding', tag: 'Work' },
      { has: 'swimming', tag: 'Family' },
      { has: 'party', tag: 'Work' },
    ],
  },
  {
    name: "action items told in prose: a school pickup after them is the family's",
    text: "Had the infra sync this morning. Action items: I'll send the vendor shortlist to Priya, and I need to update the budget spreadsheet for the new cluster. Then pick Zoe up from school.",
    want: [
      { has: 'vendor', tag: 'Work-DevOps' },
      { has: 'spreadsheet', tag: 'Work-DevOps' },
      { has: 'zoe', tag: 'Family' },
    ],
  },
];

describe('custom tags from the meaning of their names, in other languages too', () => {
  it.each(NAMED.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

describe("meeting notes: a work meeting's items, and the writer's own among them", () => {
  it.each(MEETINGS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
