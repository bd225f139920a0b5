/**
 * Dumps that switch language mid-way (issue 12, "mixed languages"): a German "Morgen muss ich…" and a French "(Il) faut
 * que je…" open a task as "I need to" does, a Spanish "También…" is a filler, a person called in Spanish, Italian,
 * French or Portuguese ("llamar a Lucía", "chiamare Marco per…", "para a Ana") is the task's person, and "até sexta"
 * leaves the title as "by Friday" does. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'Spanish and English in one dump: the person after "llamar a", a filler "También"',
    text: 'Mañana tengo que llamar a Lucía para lo del contrato, and I need to send the invoice to Peter by Friday. También comprar pan.',
    want: [
      { has: 'llamar lucía contrato', due: '2026-11-25', people: ['Lucía'] },
      { has: 'send invoice peter', due: '2026-11-27', people: ['Peter'] },
      { has: 'comprar pan', title: 'Comprar pan' },
    ],
  },
  {
    name: 'German with the day first, French "faut que je…"',
    text: "Morgen muss ich den Antrag beim Finanzamt abgeben. Faut que je rappelle le plombier demain. Il faut que j'appelle la banque.",
    want: [
      { has: 'antrag finanzamt abgeben', title: 'Den Antrag beim Finanzamt abgeben', due: '2026-11-25' },
      { has: 'rappelle plombier', due: '2026-11-25' },
      { has: 'appelle banque' },
    ],
  },
  {
    name: 'Italian and Portuguese: the person, and "até sexta" out of the title',
    text: 'domani devo chiamare Marco per la riunione\npreciso enviar o relatório para a Ana até sexta',
    want: [
      { has: 'chiamare marco riunione', due: '2026-11-25', people: ['Marco'] },
      {
        has: 'enviar relatório ana',
        title: 'Enviar o relatório para a Ana',
        due: '2026-11-27',
        people: ['Ana'],
      },
    ],
  },
  {
    name: 'a weekday in another language labelling a line is its date, not a person',
    text: 'Lunes: llamar al banco\nFreitag: Oma anrufen',
    want: [
      { has: 'llamar banco', due: '2026-11-30', people: [] },
      { has: 'oma anrufen', due: '2026-11-27', people: [] },
    ],
  },
  {
    name: 'a foreign article before a weekday ("el lunes", "am Montag", "le lundi") and "Heute:" over a list date the task and leave its title; more German infinitives close a task ("Wäsche waschen")',
    text: 'el lunes reunión con el banco\nam Montag Auto waschen\nle lundi appeler Claire\nHeute: Oma anrufen, Wäsche waschen',
    timeZone: 'Europe/Madrid',
    want: [
      { has: 'reunión banco', title: 'Reunión con el banco', due: '2026-11-30' },
      { has: 'auto waschen', title: 'Auto waschen', due: '2026-11-30' },
      { has: 'appeler claire', title: 'Appeler Claire', due: '2026-11-30' },
      { has: 'oma anrufen', due: '2026-11-24' },
      { has: 'wäsche waschen', title: 'Wäsche waschen', due: '2026-11-24' },
    ],
  },
  {
    name: 'Hinglish: "X ko call karna hai" is to call X, "kal" in a plan is tomorrow and "aaj" today; "kal" of a thing done is no date',
    text: 'kal subah doctor ko call karna hai. aaj raat Priya ko message karna hai. bijli ka bill pay karna hai by 5th. kal party thi, bahut maza aaya',
    timeZone: 'Asia/Kolkata',
    want: [
      { has: 'call doctor', title: 'Call doctor', due: '2026-11-25' },
      { has: 'message priya', title: 'Message Priya', due: '2026-11-24' },
      { has: 'pay bijli bill', title: 'Pay bijli ka bill', due: '2026-12-05' },
    ],
  },
  {
    name: 'a Romance infinitive before its object opens a task whatever the verb: "Plantar los ajos", "Trocar as cordas", "Imprimer la partition", "Réviser les kanji"',
    text: 'Plantar los ajos. Regar los pimientos. Trocar as cordas da guitarra. Imprimer la partition du Requiem. Réviser les kanji pour le contrôle. Planter les bulbes.',
    timeZone: 'Europe/Paris',
    want: [
      { has: 'plantar ajos', title: 'Plantar los ajos' },
      { has: 'regar pimientos', title: 'Regar los pimientos' },
      { has: 'trocar cordas', title: 'Trocar as cordas da guitarra' },
      { has: 'imprimer partition', title: 'Imprimer la partition du Requiem' },
      { has: 'réviser kanji', title: 'Réviser les kanji pour le contrôle' },
      { has: 'planter bulbes', title: 'Planter les bulbes' },
    ],
  },
  {
    name: 'Italian writes "i" before a plural object: "Annaffiare i pomodori", "Ripassare i verbi"',
    text: 'Annaffiare i pomodori. Ripassare i verbi irregolari.',
    timeZone: 'Europe/Rome',
    want: [
      { has: 'annaffiare pomodori', title: 'Annaffiare i pomodori' },
      { has: 'ripassare verbi', title: 'Ripassare i verbi irregolari' },
    ],
  },
  {
    name: 'a German line ending in an infinitive English does not know is a task ("Laub rechen", "die Tenorstimme üben")',
    text: 'Montag: Noten kopieren und die Tenorstimme üben\nDienstag: Rosen schneiden, Laub rechen',
    timeZone: 'Europe/Berlin',
    want: [
      { has: 'noten kopieren', title: 'Noten kopieren', due: '2026-11-30' },
      { has: 'tenorstimme üben', due: '2026-11-30' },
      { has: 'rosen schneiden', title: 'Rosen schneiden', due: '2026-12-01' },
      { has: 'laub rechen', title: 'Laub rechen', due: '2026-12-01' },
    ],
  },
  {
    name: 'the day of an event after "de" stays in the title ("la répétition de jeudi", "o show de sábado"); "antes de lunes" is a deadline',
    text: 'Réserver la salle pour la répétition de jeudi. Ensaiar a música nova pro show de sábado. Enviar el informe antes de lunes.',
    timeZone: 'Europe/Paris',
    want: [
      { has: 'réserver salle', title: 'Réserver la salle pour la répétition de jeudi', due: '2026-11-26' },
      { has: 'ensaiar música', title: 'Ensaiar a música nova pro show de sábado', due: '2026-11-28' },
      { has: 'enviar informe', title: 'Enviar el informe', due: '2026-11-30' },
    ],
  },
  {
    name: 'a Portuguese infinitive with its pronoun after a hyphen opens a task: "Levar-lhe os medicamentos", "Mandá-lo ao médico"',
    text: 'Visitar a avó no domingo. Levar-lhe os medicamentos. Mandá-lo ao médico. Check-in at the hotel is at 3.',
    timeZone: 'Europe/Lisbon',
    want: [
      { has: 'visitar avó' },
      { has: 'levar-lhe medicamentos', title: 'Levar-lhe os medicamentos' },
      { has: 'mandá-lo médico', title: 'Mandá-lo ao médico' },
    ],
  },
  {
    name: 'English words of those shapes stay what they are: "Later as well", "Super la soirée", "Out of linen", "Gate left open", "Either I go"',
    text: 'Later as well. Super la soirée hier. Out of linen. Gate left open again. Either I go or she does. Order the pizzas.',
    want: [{ has: 'order pizzas', title: 'Order the pizzas' }],
  },
];

describe('dumps in more than one language', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
