/**
 * Tags from meaning, round three (issue 12): what a careful person picks when the words of a task alone do not
 * say it. A custom tag named for an area ("Allotment", "Studio", "Board"), for a person ("Noah", "Grandma Rose")
 * or for a project or property ("Harbour House", "Atlas"); a dump with one theme, whose errands without a cue
 * of their own ("buy flowers", "order the cake") are the theme's; the default tags on technical and household
 * words; and mixed-language dumps, whose area words are read in Spanish, French, German, Italian and Portuguese
 * too ("l'école", "Arzttermin", "scarti"). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { meaningOf } from './tag-meanings.js';
import { words } from './tags.js';

const AREA_NAMES: Row[] = [
  {
    name: 'an allotment: sowing, compost and the shed',
    text: 'Sow the broad beans and turn the compost heap. Fix the shed roof before the frost.',
    extra: ['Allotment', 'Band'],
    want: [
      { has: 'broad', tag: 'Allotment' },
      { has: 'compost', tag: 'Allotment' },
      { has: 'shed', tag: 'Allotment' },
    ],
  },
  {
    name: "a music studio: the cello, the piano tuner and invoicing a pupil's lessons",
    text: "Restring the cello before Thursday's rehearsal. Book the piano tuner. Invoice the Hendersons for the March lessons.",
    extra: ['Studio'],
    want: [
      { has: 'rehearsal', tag: 'Studio' },
      { has: 'piano', tag: 'Studio' },
      { has: 'hendersons', tag: 'Studio' },
    ],
  },
  {
    name: 'hiring: the night-shift job ad is hiring, not manufacturing',
    text: 'Send the offer letter to Priya. Set up interviews for the two backend candidates. Write the job ad for the night shift supervisor.',
    extra: ['Hiring'],
    want: [
      { has: 'letter', tag: 'Hiring' },
      { has: 'interviews', tag: 'Hiring' },
      { has: 'supervisor', tag: 'Hiring' },
    ],
  },
  {
    name: 'a renovation: tiles, the plasterer, the paint',
    text: 'Get three quotes for the kitchen tiles. Ask the builder when the plasterer can start. Choose paint for the hallway.',
    extra: ['Renovation'],
    want: [
      { has: 'kitchen', tag: 'Renovation' },
      { has: 'plasterer', tag: 'Renovation' },
      { has: 'hallway', tag: 'Renovation' },
    ],
  },
  {
    name: 'a board: the pack, the minutes, the treasurer',
    text: 'Circulate the board pack by Friday. Draft the minutes from the last meeting. Ask the treasurer for the Q3 accounts.',
    extra: ['Board'],
    want: [
      { has: 'circulate', tag: 'Board' },
      { has: 'minutes', tag: 'Board' },
      { has: 'treasurer', tag: 'Board' },
    ],
  },
  {
    name: 'volunteering: a litter pick, donated coats, the rota',
    text: 'Sign up for the Saturday litter pick. Drop the donated coats at the shelter. Email the coordinator about the rota.',
    extra: ['Volunteering'],
    want: [
      { has: 'litter', tag: 'Volunteering' },
      { has: 'donated', tag: 'Volunteering' },
      { has: 'coordinator', tag: 'Volunteering' },
    ],
  },
  {
    name: 'health and finance tags take the errands Life would otherwise get',
    text: 'Book the physio for my knee. Refill the inhaler prescription. Log my blood pressure every morning.',
    extra: ['Health'],
    want: [
      { has: 'physio', tag: 'Health' },
      { has: 'prescription', tag: 'Health' },
      { has: 'pressure', tag: 'Health' },
    ],
  },
  {
    name: 'a finance tag: the credit card, savings, the self assessment',
    text: 'Pay off the credit card. Move 200 into the savings account. File the self assessment.',
    extra: ['Finance'],
    want: [
      { has: 'credit', tag: 'Finance' },
      { has: 'savings', tag: 'Finance' },
      { has: 'assessment', tag: 'Finance' },
    ],
  },
  {
    name: 'a garden: roses, mulch, bulbs',
    text: 'Prune the roses, mulch the beds and order the tulip bulbs.',
    extra: ['Garden'],
    want: [
      { has: 'prune', tag: 'Garden' },
      { has: 'mulch', tag: 'Garden' },
      { has: 'tulip', tag: 'Garden' },
    ],
  },
];

const NAMED: Row[] = [
  {
    name: "a tag named for a child takes what is about him; the writer's own dentist stays Life",
    text: "Buy Noah new football boots. Email Noah's teacher about the reading log. Call the dentist about my filling.",
    extra: ['Noah'],
    want: [
      { has: 'football', tag: 'Noah' },
      { has: 'teacher', tag: 'Noah' },
      { has: 'dentist', tag: 'Life' },
    ],
  },
  {
    name: 'a tag named for a grandparent takes her errands, named or not',
    text: "Pick up Grandma Rose's prescription. Book her hearing test for next week. Renew my passport.",
    extra: ['Grandma Rose'],
    want: [
      { has: 'prescription', tag: 'Grandma Rose' },
      { has: 'hearing', tag: 'Grandma Rose' },
      { has: 'passport', tag: 'Life' },
    ],
  },
  {
    name: 'a tag named for a property ("Harbour House") is the build: suppliers and inspections are not manufacturing',
    text: 'Chase the window supplier for the level 2 frames. Rebook the fire inspection. Send the client the revised floor plans.',
    extra: ['Harbour House', 'Office'],
    want: [
      { has: 'supplier', tag: 'Harbour House' },
      { has: 'inspection', tag: 'Harbour House' },
      { has: 'floor', tag: 'Harbour House' },
    ],
  },
  {
    name: 'a project code name heading its lines; a personal errand beside it stays Life',
    text: 'Atlas: finish the API spec and ping Dana about the launch date.\n\nRenew the gym membership.',
    extra: ['Atlas'],
    want: [
      { has: 'spec', tag: 'Atlas' },
      { has: 'launch', tag: 'Atlas' },
      { has: 'membership', tag: 'Life' },
    ],
  },
  {
    name: 'two clients by name, each task to the one it names',
    text: 'Send Acme the revised quote. Prep the Globex kickoff deck.',
    extra: ['Acme', 'Globex'],
    want: [
      { has: 'quote', tag: 'Acme' },
      { has: 'kickoff', tag: 'Globex' },
    ],
  },
  {
    name: 'tags named for two children: a meeting-notes line for each ("Mia: …") is that child\'s',
    text: 'Mia: dentist on Tuesday, new school shoes. Leo: swimming kit, sign his reading log.',
    extra: ['Mia', 'Leo'],
    want: [
      { has: 'shoes', tag: 'Mia' },
      { has: 'reading', tag: 'Leo' },
    ],
  },
  {
    name: 'a lettings tag ("Rentals"): the letting agent and the boiler at Flat 2 are the rentals, not Life',
    text: 'Call the letting agent about the boiler at Flat 2, chase the tenant for the October rent and renew the gas safety certificate.',
    extra: ['Rentals'],
    want: [
      { has: 'boiler', tag: 'Rentals' },
      { has: 'tenant', tag: 'Rentals' },
      { has: 'certificate', tag: 'Rentals' },
    ],
  },
  {
    name: 'a "Home" tag takes the repairs; a haircut stays Life',
    text: 'Fix the dripping tap. Replace the hallway lightbulb. Book a haircut.',
    extra: ['Home'],
    want: [
      { has: 'tap', tag: 'Home' },
      { has: 'lightbulb', tag: 'Home' },
      { has: 'haircut', tag: 'Life' },
    ],
  },
];

const THEMES: Row[] = [
  {
    name: 'a wedding dump: buying the flowers and ordering the cake are the wedding',
    text: 'Confirm the florist. Send the seating plan to the venue. Book the hotel block for the guests. Buy flowers for the tables. Order the cake.',
    extra: ['Wedding'],
    want: [
      { has: 'florist', tag: 'Wedding' },
      { has: 'seating', tag: 'Wedding' },
      { has: 'guests', tag: 'Wedding' },
      { has: 'flowers', tag: 'Wedding' },
      { has: 'cake', tag: 'Wedding' },
    ],
  },
  {
    name: 'a move: the broadband at the old flat is the move',
    text: 'Book the removal van, buy boxes and tape, redirect the post and cancel the broadband at the old flat.',
    extra: ['Moving'],
    want: [
      { has: 'removal', tag: 'Moving' },
      { has: 'boxes', tag: 'Moving' },
      { has: 'redirect', tag: 'Moving' },
      { has: 'broadband', tag: 'Moving' },
    ],
  },
  {
    name: 'a trip: yen and a rail pass are the trip',
    text: 'Book the ryokan in Kyoto. Get some yen. Buy the rail pass.',
    extra: ['Japan Trip'],
    want: [
      { has: 'ryokan', tag: 'Japan Trip' },
      { has: 'yen', tag: 'Japan Trip' },
      { has: 'rail', tag: 'Japan Trip' },
    ],
  },
  {
    name: "two areas of the user's in turn: a task with no word of either goes with its neighbours",
    text: 'Sow the broad beans. Turn the compost. Water the greenhouse. Book the rehearsal room for Thursday. Learn the new songs. Ask Tom if he can drive.',
    extra: ['Allotment', 'Band'],
    want: [
      { has: 'beans', tag: 'Allotment' },
      { has: 'compost', tag: 'Allotment' },
      { has: 'greenhouse', tag: 'Allotment' },
      { has: 'rehearsal', tag: 'Band' },
      { has: 'songs', tag: 'Band' },
      { has: 'drive', tag: 'Band' },
    ],
  },
  {
    name: 'a side hustle: the product photos are the hustle, not Life',
    text: 'Reply to the Etsy buyer, print the shipping labels and update the product photos.',
    extra: ['Side Hustle'],
    want: [
      { has: 'buyer', tag: 'Side Hustle' },
      { has: 'labels', tag: 'Side Hustle' },
      { has: 'photos', tag: 'Side Hustle' },
    ],
  },
];

const DEFAULTS: Row[] = [
  {
    name: 'queues, certificates and incidents are DevOps',
    text: "The Kafka consumers are lagging again, check the partitions. Renew the wildcard certificate before it expires. Write the postmortem for Tuesday's incident.",
    want: [
      { has: 'partitions', tag: 'Work-DevOps' },
      { has: 'certificate', tag: 'Work-DevOps' },
      { has: 'postmortem', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'changeovers, QA holds and presses are manufacturing',
    text: 'Line 4 changeover took 90 minutes, run a SMED session. Put the bracket batch on QA hold. Retorque the press bolts.',
    want: [
      { has: 'session', tag: 'Work-Manufacturing' },
      { has: 'bracket', tag: 'Work-Manufacturing' },
      { has: 'retorque', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: "the kids and parents are Family, the writer's own errands Life, office work Unsorted",
    text: "Sign Mia's school trip form. Book my eye test. Pick up Dad from the airport. Renew the car insurance. Send the proposal to the client.",
    want: [
      { has: 'school', tag: 'Family' },
      { has: 'eye', tag: 'Life' },
      { has: 'airport', tag: 'Family' },
      { has: 'insurance', tag: 'Life' },
      { has: 'proposal', tag: 'Unsorted' },
    ],
  },
  {
    name: 'a child\'s school things by name are Family in a plant dump ("Sofia\'s field trip form")',
    text: "Line 3 changeover tomorrow, stage the new mould. Sign Sofia's field trip form by Wednesday. Order safety glasses for the packing team.",
    want: [
      { has: 'mould', tag: 'Work-Manufacturing' },
      { has: 'field', tag: 'Family' },
      { has: 'glasses', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: 'taking someone by name to an errand is Family; the internet bill stays Life',
    text: 'Renew the TLS cert on the ingress. Take Baraka for his haircut on Saturday. Call Comcast about the internet bill.',
    want: [
      { has: 'tls', tag: 'Work-DevOps' },
      { has: 'haircut', tag: 'Family' },
      { has: 'internet', tag: 'Life' },
    ],
  },
  {
    name: 'press, patch as the verb are chores; the press and the cluster patch are work',
    text: "Press the shirts for Friday. Retorque the bolts on press 2. Pack Amara's lunch for the school trip. Patch the staging cluster. Patch the hole in the bedroom wall.",
    want: [
      { has: 'shirts', tag: 'Life' },
      { has: 'bolts', tag: 'Work-Manufacturing' },
      { has: 'lunch', tag: 'Family' },
      { has: 'cluster', tag: 'Work-DevOps' },
      { has: 'wall', tag: 'Life' },
    ],
  },
  {
    name: 'a "Kids" tag takes the PE kits and jabs that Family would otherwise get',
    text: "Pack the PE kits. Book the kids' flu jabs. Renew my passport.",
    extra: ['Kids'],
    want: [
      { has: 'kits', tag: 'Kids' },
      { has: 'jabs', tag: 'Kids' },
      { has: 'passport', tag: 'Life' },
    ],
  },
];

const MIXED: Row[] = [
  {
    name: 'Spanish: the kids to the paediatrician, the electricity bill, a failed despliegue',
    text: 'Llevar a los niños al pediatra el jueves. Pagar la factura de la luz. Restart the servidor de staging, the despliegue failed.',
    want: [
      { has: 'pediatra', tag: 'Family' },
      { has: 'factura', tag: 'Life' },
      { has: 'servidor staging', title: 'Restart the servidor de staging', tag: 'Work-DevOps' },
    ],
  },
  {
    name: "French: l'école (an elision) is the school, rebuts are scrap",
    text: "Appeler l'école pour la sortie scolaire de Léo. Prendre rendez-vous chez le dentiste. Check ligne 3, too many rebuts.",
    want: [
      { has: 'scolaire', tag: 'Family' },
      { has: 'dentiste', tag: 'Life' },
      { has: 'rebuts', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: 'German: "Die Kinder" is no die of a press; an Arzttermin is Life',
    text: 'Die Kinder vom Kindergarten abholen. Arzttermin vereinbaren. Look into the Störung on the Datenbank.',
    want: [
      { has: 'kindergarten', tag: 'Family' },
      { has: 'arzttermin', tag: 'Life' },
      { has: 'datenbank', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'Italian and Portuguese: scuola, bolletta, scarti; crianças, consulta, implantação',
    text: 'Portare i bambini a scuola. Pagare la bolletta del gas. Check the pressa 2, too many scarti. Marcar consulta no médico. Fix the implantação that failed on the servidor.',
    want: [
      { has: 'bambini', tag: 'Family' },
      { has: 'bolletta', tag: 'Life' },
      { has: 'pressa', tag: 'Work-Manufacturing' },
      { has: 'consulta', tag: 'Life' },
      { has: 'implantação', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'one line in three languages: groceries in Spanish are Life beside a pipeline',
    text: 'Mañana: recoger a Sofía del colegio, comprar pan y leche, and fix the flaky pipeline.',
    want: [
      { has: 'colegio', tag: 'Family' },
      { has: 'comprar', tag: 'Life' },
      { has: 'pipeline', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'German compounds: a Reifenwechsel at the Werkstatt is Life beside Oma and a press',
    text: 'Morgen: call Oma about Weihnachten, book the Reifenwechsel at the Werkstatt and check the torque on press 3.',
    want: [
      { has: 'weihnachten', tag: 'Family' },
      { has: 'reifenwechsel', tag: 'Life' },
      { has: 'torque', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: 'Hindi, Tagalog and Indonesian words: mummy, bijli; bunso, kuryente; tagihan listrik',
    text: 'Call Mummy about Diwali. Pay the bijli bill by Friday. Pick up bunso from eskwela at 3. Pay the kuryente tomorrow. Pay the tagihan listrik. Fix the flaky deploy pipeline.',
    want: [
      { has: 'mummy', tag: 'Family' },
      { has: 'bijli', tag: 'Life' },
      { has: 'bunso', tag: 'Family' },
      { has: 'kuryente', tag: 'Life' },
      { has: 'listrik', tag: 'Life' },
      { has: 'pipeline', tag: 'Work-DevOps' },
    ],
  },
  {
    name: 'Dutch, Polish and Swahili words: boodschappen, oma, storing; rachunek, babcia, prasa; umeme, watoto',
    text: 'Do the boodschappen for the weekend. Call oma about her verjaardag. Fix the storing on the database cluster. Pay the rachunek za prąd. Call babcia about urodziny. Check the torque on prasa 4. Pay the bili ya umeme tomorrow. Pick up the watoto from shule.',
    want: [
      { has: 'boodschappen', tag: 'Life' },
      { has: 'verjaardag', tag: 'Family' },
      { has: 'storing', tag: 'Work-DevOps' },
      { has: 'rachunek', tag: 'Life' },
      { has: 'babcia', tag: 'Family' },
      { has: 'prasa', tag: 'Work-Manufacturing' },
      { has: 'umeme', tag: 'Life' },
      { has: 'watoto', tag: 'Family' },
    ],
  },
];

describe('tags from a custom tag name that is an area', () => {
  for (const row of AREA_NAMES) it(row.name, () => check(row));
});
describe('tags named for a person, a project or a property', () => {
  for (const row of NAMED) it(row.name, () => check(row));
});
describe("a dump's one theme", () => {
  for (const row of THEMES) it(row.name, () => check(row));
});
describe('default tags: Work vs Life', () => {
  for (const row of DEFAULTS) it(row.name, () => check(row));
});
describe('default tags in mixed-language dumps', () => {
  for (const row of MIXED) it(row.name, () => check(row));
});

describe('tag names', () => {
  it('a name as written wins over a form of it: "Car" is no carer, "Shopping" no shop', () => {
    expect(meaningOf('Car')).toContain('mechanic');
    expect(meaningOf('Car')).not.toContain('carer');
    expect(meaningOf('Shopping')).toContain('groceries');
    expect(meaningOf('Shopping')).not.toContain('shopify');
  });
  it('a camel-case brand is one name ("YouTube"), two words name one area ("Job Hunt" is no hunting)', () => {
    expect(meaningOf('YouTube')).toContain('episode');
    expect(meaningOf('Job Hunt')).toContain('cover_letter');
    expect(meaningOf('Job Hunt')).not.toContain('rifle');
  });
  it('a name and a building or street is a property project; an area and a building is that area', () => {
    expect(meaningOf('Harbour House')).toContain('rebar');
    expect(meaningOf('Elm St')).toContain('tenant');
    expect(meaningOf('Garden House')).not.toContain('rebar');
  });
  it('a French or Italian elision gives the word after it too', () => {
    expect(words("l'école dell'ufficio d'assurance")).toEqual(
      expect.arrayContaining(['école', 'ufficio', 'assurance']),
    );
    expect(words("don't o'clock")).toEqual(["don't", "o'clock"]);
  });
});
