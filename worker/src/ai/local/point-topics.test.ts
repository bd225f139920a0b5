/**
 * Meeting notes and lists (issue 12): a point's topic said before the job handed out on the same line ("- Boiler
 * service overdue since March. Priya to book the engineer.") is what the job is about: no task of its own, and its
 * words stay in the job's description. Notes written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a verbless topic before "Name to …" on its line is no task; the job keeps its words',
    text: 'Residents committee, notes\n- Boiler service overdue since March. Priya to book the engineer by Friday.\n- Bike shed lock broken again. Tom to order a new padlock.',
    want: [
      { has: 'book engineer', people: ['Priya'], due: '2026-11-27', description: 'Boiler service overdue' },
      { has: 'order new padlock', people: ['Tom'], description: 'Bike shed lock broken' },
    ],
  },
  {
    name: 'a dated topic before "me: …" is the point, not a task of its own',
    text: 'Clinic huddle\n- flu clinic next Thu. me: print the consent forms by Wednesday\n- fridge log missing two days. Ngozi: fill in the gaps',
    want: [
      { has: 'print consent forms', due: '2026-11-25', description: 'flu clinic' },
      { has: 'fill gaps', people: ['Ngozi'], description: 'fridge log' },
    ],
  },
  {
    name: 'a numbered point whose topic is a statement gives the job only, with the topic in its description',
    text: 'Allotment society AGM\n1. Trough at plot 12 leaking again. Dennis to replace the ball valve.\n2. Compost bays full, nothing decided.',
    want: [{ has: 'replace ball valve', people: ['Dennis'], description: 'Trough at plot 12' }],
  },
  {
    name: 'a topic with no job after it on its line is still an item of its own',
    text: '- Passport renewal form by Friday\n- Sam to book the taxi',
    want: [
      { has: 'passport renewal', due: '2026-11-27' },
      { has: 'book taxi', people: ['Sam'] },
    ],
  },
  {
    name: 'a job of its own before the handed-out one stays a task',
    text: '- Call the landlord about the leak. Maya to take photos of the ceiling.',
    want: [{ has: 'call landlord leak' }, { has: 'take photos ceiling', people: ['Maya'] }],
  },
  {
    name: 'an owner written after the topic ("… Ngozi -> …") is on the job',
    text: 'Kitchen huddle\n- walk-in freezer at -12 again. Ngozi -> call the fridge engineer today',
    want: [{ has: 'call fridge engineer', people: ['Ngozi'], due: '2026-11-24' }],
  },
  {
    name: 'a double name before "to" hands out the job ("Anne-Marie to …")',
    text: 'Choir committee\n1. Robes need cleaning. Anne-Marie to collect quotes from two dry cleaners.',
    want: [{ has: 'collect quotes dry cleaners', people: ['Anne-Marie'], description: 'Robes' }],
  },
  {
    name: 'the writer naming themself ("Olu (me) to …") keeps the job their own, under an actions heading too',
    text: 'Tenants meeting\n1. Lift out of order since Monday. Olu (me) to email the managing agent.\n\nActions\n- Femi: print the notice',
    want: [
      { has: 'email managing agent', title: 'Email the managing agent', people: [] },
      { has: 'print notice', people: ['Femi'] },
    ],
  },
];

describe('meeting notes: the topic of a point before its job', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
