/**
 * Custom tags whose names the table of meanings does not list as they are written (issue 12, tags from meaning):
 * a compound of an area's name ("Narrowboat", "Dogsitting"), a word an area uses though no area is named so
 * ("Pigs", "Honeymoon"), a multi-word name of an area only whole ("Side hustle" is no side gate), and areas of
 * life the table lacked — a visa, a divorce, chemotherapy, a toddler, a smallholding, a shaadi, a funeral, an
 * Ironman. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a compound name is its head's area (a narrowboat's stern gland) or its first part's before a doing (dogsitting's walks)",
    extra: ['Narrowboat', 'Dogsitting'],
    text: 'Replace the bilge pump. Top up the diesel and grease the stern gland. Walk Biscuit at 7 and feed the Hendersons’ cat. Pay the council tax.',
    want: [
      { has: 'bilge', tag: 'Narrowboat' },
      { has: 'diesel', tag: 'Narrowboat' },
      { has: 'stern gland', tag: 'Narrowboat' },
      { has: 'walk', tag: 'Dogsitting' },
      { has: 'cat', tag: 'Dogsitting' },
      { has: 'council tax', tag: 'Life' },
    ],
  },
  {
    name: 'a name no area has but one uses: pigs are the farm’s',
    extra: ['Pigs', 'Garden'],
    text: 'Order more feed and fix the gate on the paddock. Mulch the roses. Renew my passport.',
    want: [
      { has: 'feed', tag: 'Pigs' },
      { has: 'gate', tag: 'Pigs' },
      { has: 'roses', tag: 'Garden' },
      { has: 'passport', tag: 'Life' },
    ],
  },
  {
    name: 'a visa is its biometrics and embassy, a divorce its mediation and disclosure',
    extra: ['Visa', 'Divorce'],
    text: 'Book the biometrics appointment. Get the marriage certificate apostilled for the embassy. Send the financial disclosure to my solicitor. Agree the handover times with the mediator.',
    want: [
      { has: 'biometrics', tag: 'Visa' },
      { has: 'marriage certificate', tag: 'Visa' },
      { has: 'financial disclosure', tag: 'Divorce' },
      { has: 'handover', tag: 'Divorce' },
    ],
  },
  {
    name: 'chemotherapy is its bloods and meds, a toddler the potty and the health visitor',
    extra: ['Chemo', 'Toddler'],
    text: 'Book bloods for Monday before the next cycle. Collect the anti-sickness tablets from the pharmacy. Buy a potty and a step. Ring the health visitor about the 2-year check.',
    want: [
      { has: 'bloods', tag: 'Chemo' },
      { has: 'anti-sickness', tag: 'Chemo' },
      { has: 'potty', tag: 'Toddler' },
      { has: 'health visitor', tag: 'Toddler' },
    ],
  },
  {
    name: "a smallholding's goats and fence, a shaadi's mehndi and sangeet, a funeral's eulogy, an Ironman's bricks",
    extra: ['Smallholding', 'Shaadi', 'Funeral', 'Ironman'],
    text: 'Move the goats to the lower field. Book the mehndi artist for the sangeet. Write the eulogy. Do a brick session on Saturday.',
    want: [
      { has: 'goats', tag: 'Smallholding' },
      { has: 'mehndi', tag: 'Shaadi' },
      { has: 'eulogy', tag: 'Funeral' },
      { has: 'brick', tag: 'Ironman' },
    ],
  },
  {
    name: 'a multi-word name of an area counts only whole: a side gate is no side hustle’s, the garage’s MOT no garage band’s, the bank no food bank’s',
    extra: ['Side hustle', 'Garage band', 'Food bank'],
    text: 'Fix the side gate. Book the car into the garage for its MOT. Call the bank about the mortgage. Restring the bass before the rehearsal. Sort the donated tins.',
    want: [
      { has: 'side gate', tag: 'Life' },
      { has: 'garage', tag: 'Life' },
      { has: 'bank', tag: 'Life' },
      { has: 'bass', tag: 'Garage band' },
      { has: 'tins', tag: 'Food bank' },
    ],
  },
  {
    name: 'the last word of a multi-word name counts alone (the club’s cap, the board’s meeting), unless a default tag has it (a food bank’s bank)',
    extra: ['Swim club', 'Condo board'],
    text: 'Buy the club cap for the gala. Marshal at the carnival on Saturday. Board meeting Tuesday: review the elevator bid. Renew my passport.',
    want: [
      { has: 'club cap', tag: 'Swim club' },
      { has: 'carnival', tag: 'Swim club' },
      { has: 'elevator', tag: 'Condo board' },
      { has: 'passport', tag: 'Life' },
    ],
  },
  {
    name: 'a word areas use before a compound (a kindergarten is no garden), and a name whose words point to many areas means none (an open mic is music)',
    extra: ['Kindergarten', 'Open mic'],
    text: 'Pack spare clothes and the snack for the kindergarten. Label her cubby. Learn the chords for the new song and book a slot for Friday. Water the roses.',
    want: [
      { has: 'spare clothes', tag: 'Kindergarten' },
      { has: 'cubby', tag: 'Kindergarten' },
      { has: 'chords', tag: 'Open mic' },
      { has: 'slot', tag: 'Open mic' },
      { has: 'roses', tag: 'Life' },
    ],
  },
  {
    name: 'a lodger’s rent, a slimming club’s syns, camogie’s hurls, a Tesla’s charger, Diwali’s diyas',
    extra: ['Lodger', 'Slimming World', 'Camogie', 'Tesla', 'Diwali'],
    text: 'Remind Tom the rent is due. Plan the syns for the weekend. Buy two new hurls for the club. Get the wallbox charger looked at. Order the diyas and the rangoli colours.',
    want: [
      { has: 'rent', tag: 'Lodger' },
      { has: 'syns', tag: 'Slimming World' },
      { has: 'hurls', tag: 'Camogie' },
      { has: 'charger', tag: 'Tesla' },
      { has: 'diyas', tag: 'Diwali' },
    ],
  },
  {
    name: 'names in other languages: a French move’s boxes and van, a choir’s (chorale) score',
    extra: ['Déménagement', 'Chorale'],
    text: 'Réserver le camion pour le 12. Faire les cartons de la cuisine. Acheter la partition du Requiem pour la répétition. Payer la facture d’électricité.',
    want: [
      { has: 'camion', tag: 'Déménagement' },
      { has: 'cartons', tag: 'Déménagement' },
      { has: 'partition', tag: 'Chorale' },
      { has: 'facture', tag: 'Life' },
    ],
  },
  {
    name: 'a flat let in Spain and a thesis in Spanish, a German club, sobriety’s sponsor and step work',
    extra: ['Piso Valencia', 'Tesis', 'Verein', 'Sobriety'],
    text: 'El inquilino dice que la caldera no funciona, avisar al técnico. Mandar el capítulo 2 a mi directora. Kassenbericht für die Mitgliederversammlung schreiben. Call my sponsor about the step work.',
    want: [
      { has: 'técnico', tag: 'Piso Valencia' },
      { has: 'capítulo', tag: 'Tesis' },
      { has: 'kassenbericht', tag: 'Verein' },
      { has: 'sponsor', tag: 'Sobriety' },
    ],
  },
  {
    name: 'a language class named in its own language ("Sprachkurs", "Cours de japonais") is its vocabulary and homework, over the family’s',
    extra: ['Sprachkurs', 'Garten'],
    text: 'Hausaufgaben für Donnerstag machen. Rasen mähen.',
    timeZone: 'Europe/Berlin',
    want: [
      { has: 'hausaufgaben', tag: 'Sprachkurs' },
      { has: 'rasen', tag: 'Garten' },
    ],
  },
  {
    name: 'the same in French: a "Cours de japonais" is its kanji and exercises',
    extra: ['Cours de japonais', 'Jardin'],
    text: 'Réviser les kanji du chapitre 4. Faire les exercices de grammaire. Tondre la pelouse.',
    timeZone: 'Europe/Paris',
    want: [
      { has: 'kanji', tag: 'Cours de japonais' },
      { has: 'exercices', tag: 'Cours de japonais' },
      { has: 'pelouse', tag: 'Jardin' },
    ],
  },
  {
    name: 'a second job is its shifts, uniform and tips, not the band’s',
    extra: ['Second job', 'Band'],
    text: 'Pick up my uniform for Saturday’s shift. Ask the supervisor about my tips. Restring the bass.',
    want: [
      { has: 'uniform', tag: 'Second job' },
      { has: 'tips', tag: 'Second job' },
      { has: 'bass', tag: 'Band' },
    ],
  },
  {
    name: 'a "banda" is a band, and a "cafetería" takes its "turno"',
    extra: ['Banda', 'Cafetería'],
    text: 'Trocar as cordas da guitarra. Cambiar el turno del viernes con Lupe.',
    want: [
      { has: 'cordas', tag: 'Banda' },
      { has: 'turno', tag: 'Cafetería' },
    ],
  },
  {
    name: 'a "Poney club" is horses’, "Woolly" knitting’s, an "Apartamento" the home’s; a "Bar exam" no bar’s',
    extra: ['Poney club', 'Woolly', 'Apartamento', 'Bar exam', 'Coffee cart'],
    text: 'Clean the tack and order a haynet. Wind the merino for the cast on. Pagar o condomínio. Order oat milk and lids. Book a mock exam.',
    want: [
      { has: 'tack', tag: 'Poney club' },
      { has: 'haynet', tag: 'Poney club' },
      { has: 'merino', tag: 'Woolly' },
      { has: 'condomínio', tag: 'Apartamento' },
      { has: 'oat milk', tag: 'Coffee cart' },
      { has: 'mock exam', tag: 'Bar exam' },
    ],
  },
  {
    name: 'a beekeeping (Imkerei) is its colonies and honey, bandmates are a band’s, a church’s culto and altar, a night shift’s swaps',
    extra: ['Imkerei', 'Bandmates', 'Igreja', 'Night shifts'],
    text: 'Honig abfüllen und etikettieren. Book the rehearsal room for Thursday. Levar as flores pro altar. Swap my Friday night shift with Priya.',
    want: [
      { has: 'honig', tag: 'Imkerei' },
      { has: 'rehearsal', tag: 'Bandmates' },
      { has: 'altar', tag: 'Igreja' },
      { has: 'shift', tag: 'Night shifts' },
    ],
  },
  {
    name: 'a language class’s esercizi and verbi, a surfer’s prancha; the DMV, the IPVA, the bollo and the taxe foncière are Life’s',
    extra: ['Corso di tedesco', 'Surf', 'Book club'],
    text: 'Fare gli esercizi del capitolo 6. Encerar a prancha. Read the last 3 chapters for book club. Call the DMV. Pagar o IPVA. Pagare il bollo auto. Payer la taxe foncière.',
    want: [
      { has: 'esercizi', tag: 'Corso di tedesco' },
      { has: 'prancha', tag: 'Surf' },
      { has: 'chapters', tag: 'Book club' },
      { has: 'dmv', tag: 'Life' },
      { has: 'ipva', tag: 'Life' },
      { has: 'bollo', tag: 'Life' },
      { has: 'taxe', tag: 'Life' },
    ],
  },
  {
    name: 'a compound’s first part adds its own area (a Fußballverein is football’s as well as a club’s: its Trikots), an ß is no break',
    extra: ['Fußballverein', 'Schrebergarten'],
    text: 'Trikots waschen. Mannschaftsaufstellung für Samstag schicken. Kompost umsetzen. Rundfunkbeitrag überweisen.',
    timeZone: 'Europe/Berlin',
    want: [
      { has: 'trikots', tag: 'Fußballverein' },
      { has: 'mannschaftsaufstellung', tag: 'Fußballverein' },
      { has: 'kompost', tag: 'Schrebergarten' },
      { has: 'rundfunkbeitrag', tag: 'Life' },
    ],
  },
  {
    name: 'sports and places named in other words: calcetto’s campo, a vélo’s chain, a duplex’s lease, a ski patrol’s shift, a wedding’s catering',
    extra: ['Calcetto', 'Vélo', 'Duplex', 'Ski patrol', 'Boda de Lucía'],
    text: 'Prenotare il campo per giovedì. Changer la chaîne du vélo. Send the upstairs tenant the lease renewal. Swap my Sunday shift on the hill. Confirmar el menú con el catering.',
    want: [
      { has: 'campo', tag: 'Calcetto' },
      { has: 'chaîne', tag: 'Vélo' },
      { has: 'lease', tag: 'Duplex' },
      { has: 'shift', tag: 'Ski patrol' },
      { has: 'catering', tag: 'Boda de Lucía' },
    ],
  },
  {
    name: 'volunteering, a faculty and a grandmother in other languages (Ehrenamt, Faculdade, Nonna); online selling is a shop’s',
    extra: ['Ehrenamt', 'Faculdade', 'Nonna', 'Online selling'],
    text: 'Schicht bei der Tafel am Freitag. Entregar o trabalho de estatística. Ritirare le medicine per la nonna. Reply to the buyers about postage.',
    want: [
      { has: 'tafel', tag: 'Ehrenamt' },
      { has: 'estatística', tag: 'Faculdade' },
      { has: 'medicine', tag: 'Nonna' },
      { has: 'buyers', tag: 'Online selling' },
    ],
  },
];

describe('custom tags by the form of their name and areas the table lacked', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
