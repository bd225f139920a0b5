/**
 * Custom tags chosen from what their name means (issue 12, tags from meaning), whatever the language of the name and
 * of the dump — "Jardín", "Maison", "Casa", "Gesundheit", "Argent", "School". Dumps written for these tests,
 * Tuesday 2026-11-24 UTC.
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

describe('custom tags from the meaning of their names, in other languages too', () => {
  it.each(NAMED.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
