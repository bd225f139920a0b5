/**
 * Lines that name what is under them (issue 12, lists and not-tasks): a line ending in a colon over its items, however
 * it is split inside ("Garage + garden, this weekend:", "Thursday, quickly:"), and a markdown heading ("# Move to the new flat — Sat Jan 9",
 * "## Afterwards"). Neither is a task. Written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a label joined with "+" or split by a comma before its colon is no task, its items are',
    text: [
      'Garage + garden, this weekend:',
      '- clear out the old paint tins',
      '- re-pot the lemon tree',
      '',
      'Thursday, quickly:',
      '- ring the vet about the cat’s jab',
      '- post the birthday card to Gran',
    ].join('\n'),
    want: [
      { has: 'clear old paint tins' },
      { has: 're-pot lemon tree' },
      { has: 'ring vet' },
      { has: 'post birthday card gran' },
    ],
  },
  {
    name: 'a label with a bracket before its colon ("To do (paint + garden):") is no task either',
    text: ['To do (paint + garden):', '1. sand the back door', '2. pick up the dry cleaning'].join('\n'),
    want: [{ has: 'sand back door' }, { has: 'pick dry cleaning' }],
  },
  {
    name: 'a markdown heading with a date is no task, and its date is the event, not the items’ deadline',
    text: [
      '# Move to the new flat — Sat Jan 9',
      '- choose the worktop',
      '- book the electrician',
      '',
      '## Afterwards',
      '- repaint the hallway',
    ].join('\n'),
    want: [
      { has: 'choose worktop', due: null },
      { has: 'book electrician', due: null },
      { has: 'repaint hallway', due: null },
    ],
  },
  {
    name: 'a shopping label still makes one errand of its items (as before)',
    text: ['Shopping for the picnic:', '- bread rolls', '- hummus'].join('\n'),
    want: [{ has: 'buy bread rolls hummus' }],
  },
  {
    name: 'a first line naming the dump and its date ("HOUSE MOVE – Jan 9 !!") is no task, even when it shouts',
    text: 'HOUSE MOVE – Jan 9 !!\n\n☐ cancel the broadband at the flat\n☐ book a van for the morning',
    want: [{ has: 'cancel broadband' }, { has: 'book van' }],
  },
  {
    name: 'a dated first line that is one word or names no action, over numbered steps with ticked ones first, is no task',
    text: 'Kiln firing — Sat night\n\n1. ✅ load the shelves\n2. ✅ check the cones\n3. Vent the room before lighting',
    want: [{ has: 'vent room' }],
  },
  {
    name: 'a first line naming the day and then what it holds ("Wednesday — studio + home") is no task over the prose under it',
    text: [
      'Wednesday — studio + home',
      'The glaze tests came out streaky again. Order more wax resist before Friday.',
    ].join('\n'),
    want: [{ has: 'order wax resist', due: '2026-11-27' }],
  },
  {
    name: 'a journal\'s first line with its day and a full stop ("Freitag, Wochenrückblick.") is no task',
    text: [
      'Freitag, Wochenrückblick.',
      'Long week, slept badly. Ring the landlord about the boiler tomorrow.',
    ].join('\n'),
    want: [{ has: 'ring landlord', due: '2026-11-25' }],
  },
  {
    name: 'a first line naming the notes and their date over a label ("Choir committee — Thurs" / "Treasurer: …") is no task',
    text: [
      'Choir committee — Thurs',
      'Treasurer: £410 left after the raffle.',
      '- Gwen: book the church hall for the carol night',
    ].join('\n'),
    want: [{ has: 'book church hall', people: ['Gwen'] }],
  },
  {
    name: 'a channel and its day over a chat ("#ops-oncall, today") is no task; the chat\'s own requests are',
    text: [
      '#ops-oncall, today',
      '[09:14] Bea: the disk on the build runner is at 95% again',
      '[09:15] Me: I will clear the docker cache after standup',
    ].join('\n'),
    want: [{ has: 'clear docker cache' }],
  },
  {
    name: 'a first line naming the notes and their date whose first word cleaning reads as an owner ("Retro – Sprint 9 (data squad), 23 Nov") is no task',
    text: [
      'Retro – Sprint 9 (data squad), 23 Nov',
      'Went well: the migration dry run',
      'AI: Tomas to archive the old dashboards by Friday',
    ].join('\n'),
    want: [{ has: 'archive old dashboards', due: '2026-11-27', people: ['Tomas'] }],
  },
  {
    name: 'a dump opening with its day in the other language and a word about it ("Quinta-feira tranquila.") gives no task for it',
    text: 'Quinta-feira tranquila. Marcar a revisão do carro. Email the landlord about the boiler.',
    want: [{ has: 'marcar revisão carro' }, { has: 'email landlord boiler' }],
  },
  {
    name: 'a dump opening with its day and its part in the other language ("Sabato mattina.") gives no task for it',
    text: 'Sabato mattina. Call Luca about the van.',
    want: [{ has: 'call luca van' }],
  },
  {
    name: 'a dump opening with the place it is written in and its day ("Quito, martes.") gives no task for it',
    text: 'Quito, martes. Renew the domain by Friday.',
    want: [{ has: 'renew domain', due: '2026-11-27' }],
  },
  {
    name: 'only the dump\'s first sentence is its dateline; an English day with a thing ("Monday dentist.") stays a task',
    text: 'Monday dentist. Call the garage about the MOT.',
    want: [{ has: 'dentist', due: '2026-11-30' }, { has: 'call garage mot' }],
  },
  {
    name: 'a first line naming the notes with their date in brackets ("STOCKTAKE wk49 (ends Friday)") over a heading is no task',
    text: 'STOCKTAKE wk49 (ends Friday)\nDone\n- count the cold room\nNext\n- [ ] reorder the oat milk',
    want: [{ has: 'reorder oat milk' }],
  },
  {
    name: 'a first line with its date in brackets that says what to do stays a task',
    text: 'Call the bank (before Friday)\n\n- renew the car tax',
    want: [{ has: 'call bank', due: '2026-11-27' }, { has: 'renew car tax' }],
  },
  {
    name: 'a first line whose dated part says what to do ("vet email, reply tmrw am") stays a task',
    text: 'vet email, reply tmrw am\n\nHi, the lab results for Pip are back, could you ring us to go over them?',
    want: [{ has: 'reply', due: '2026-11-25' }, { has: 'ring' }],
  },
  {
    name: 'a dated first line that says what to do to what stays a task over the list under it',
    text: 'Call the landlord – Friday\n\n- renew the car tax\n- return the library books',
    want: [
      { has: 'call landlord', due: '2026-11-27' },
      { has: 'renew car tax' },
      { has: 'return library books' },
    ],
  },
  {
    name: 'a first line naming a call by whom it was with ("call w/ Larkspur Print — …") is no task over its notes',
    text: [
      'call w/ Larkspur Print — "Winter Calendar" — 23.11',
      'Helen = their producer, me = Tom',
      '',
      '- cover proofs approved',
      '- send them the final PDFs by Friday',
    ].join('\n'),
    want: [{ has: 'send final pdfs', due: '2026-11-27' }],
  },
  {
    name: 'nor is one naming a call by its day and what it was about ("Call 23/11 re the Elm Street lease")',
    text: [
      'Call 23/11 re the Elm Street lease, flat 2 — renewal (for the landlord)',
      'On call: me, Dana from the agency',
      '',
      '- Dana went through the figures',
      '- email Dana the signed renewal tomorrow',
    ].join('\n'),
    want: [{ has: 'email dana signed renewal', due: '2026-11-25' }],
  },
];

describe('headings over items', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
