/**
 * Meeting notes (issue 12, "meeting notes"): what a meeting left with nothing to do — an item closed with "No action.",
 * an owner with "no action this time", a question parked or left undecided — and the lines that only frame them (the
 * notes' title, when they meet next). Minutes written for these tests,
 * Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"No action." closing a numbered item takes back the status it closes',
    text: 'Ops review\n1. Ticket backlog down to 40. No action.\n2. Laptop refresh: Priya to order 6 new laptops by Friday',
    want: [{ has: 'order laptops', due: '2026-11-27', people: ['Priya'] }],
  },
  {
    name: 'an owner given "no action this time" has no task',
    text: 'Actions:\n1) Dev: rotate the on-call calendar by Thursday\n2) Tom: no action this time',
    want: [{ has: 'rotate on-call calendar', due: '2026-11-26', people: ['Dev'] }],
  },
  {
    name: 'a question the meeting left open is no task: "(no decision)", "(not decided)", "(discussed, parked)"',
    text: 'Retro notes\nParking lot: should we switch to Linear? (no decision)\nIdeas: weekly demos? (discussed, parked)\nNext: move standup earlier? (not decided)\nAction items:\n- me: book the retro room for next Tuesday',
    want: [{ has: 'book retro room', due: '2026-12-01', people: [] }],
  },
  {
    name: 'the notes\' title line is no task, nor when they meet next: "Design sync - Thu" … "Next meeting Monday 10:00"',
    text: 'Design sync - Thu\n\nDiscussed: the onboarding flow, icon set\n\nNext steps:\n• Lea to export the icons by Friday\n• me: book the usability sessions\n\nNext meeting Monday 10:00',
    want: [
      { has: 'export icons', due: '2026-11-27', people: ['Lea'] },
      { has: 'book usability sessions', people: [] },
    ],
  },
  {
    name: 'a title whose first words read as an owner ("Retro - Data squad, Nov 24") is still the title',
    text: 'Retro - Data squad, Nov 24\nAttendees: Max, Jo, me\n\nAction items\n- Jo: fix the flaky tests by Wed\n- me: write the runbook',
    want: [
      { has: 'fix flaky tests', due: '2026-11-25', people: ['Jo'] },
      { has: 'write runbook', people: [] },
    ],
  },
  {
    name: 'a first line that is a task stays one: "Review the budget deck with Sam on Friday" over next steps',
    text: 'Review the budget deck with Sam on Friday\nNext steps:\n- Sam: send the numbers',
    want: [
      { has: 'review budget deck', due: '2026-11-27' },
      { has: 'send numbers', people: ['Sam'] },
    ],
  },
  {
    name: 'a decision the board, the committee or both sides took is no task ("Board agreed to …", "Agreed to proceed."); a person who agreed has the job',
    text: [
      'Allotment society minutes',
      '1. Shed roof: two quotes in. The committee agreed to fix it before spring.',
      '   -> Marta to book the roofer by Friday',
      '2. Water tank: leaking again. Agreed to proceed.',
      '3. Plot fees: both sides agreed to wait until the AGM.',
      '4. Compost bins: Ana agreed to order three more bins',
    ].join('\n'),
    want: [
      { has: 'book roofer', due: '2026-11-27', people: ['Marta'] },
      { has: 'order bins', people: ['Ana'] },
    ],
  },
  {
    name: 'when the site visit or walkthrough is next ("Next site visit: 3 Dec, 9:00") is no task, like the next meeting',
    text: 'Site meeting - barn conversion\n1. Beams: engineer happy.\n   -> me: send the revised drawings by Friday\nNext site visit: 3 Dec, 9:00\nNext walkthrough Thursday 4pm',
    want: [{ has: 'send revised drawings', due: '2026-11-27' }],
  },
  {
    name: 'another person\'s plan marked as theirs alone ("herself", "(his)", "(he said he handles it)", ", nothing for me") is no task; a plan handed out is',
    text: [
      'Allotment committee notes',
      '1. Hedge: overgrown on the north side. Priya will cut it back herself at the weekend.',
      '2. Tom will ring the water board about the meter (his).',
      '3. Compost: Marek will turn the heaps on Sunday (he said he handles it).',
      '4. Sunil will order the new padlocks, nothing for me',
      '5. Gate: Wen to oil the hinges by Friday',
      '6. Dana will print the plot map.',
    ].join('\n'),
    want: [
      { has: 'oil hinges', people: ['Wen'], due: '2026-11-27' },
      { has: 'print plot map', people: ['Dana'] },
    ],
  },
  {
    name: 'a plan marked theirs by "on her own" or "(his AI)", or with a pronoun for its subject ("she\'ll … herself") is no task either',
    text: [
      '1:1 with Nadia, 24/11',
      "- she'll ask Omar about the training budget (her AI)",
      '- Joe will redo the seating chart on his own',
      "- he's going to chase the caterer himself",
      '- me: send Nadia the draft agenda by Friday',
      '- Kofi will print the name badges',
    ].join('\n'),
    want: [
      { has: 'send nadia draft agenda', due: '2026-11-27' },
      { has: 'print name badges', people: ['Kofi'] },
    ],
  },
  {
    name: 'a question parked for later ("Parking lot: …?") is no task; a job handed out there is',
    text: [
      'Retro',
      'Action items',
      '- Rosa: close the stale tickets by Friday',
      '',
      'Parking lot: should we move the standup to 9? (not now)',
      'parking lot: maybe a four-day week trial in March?',
      'Parking lot: Omar to price up a second vendor',
    ].join('\n'),
    want: [
      { has: 'close stale tickets', people: ['Rosa'], due: '2026-11-27' },
      { has: 'price second vendor', people: ['Omar'] },
    ],
  },
  {
    name: 'a job someone did unasked ("finished the stock count, didn\'t even need to ask") is no task',
    text: "- Priya finished the stock count on her own, didn't even need to remind her\n- book the dentist",
    want: [{ has: 'book dentist' }],
  },
];

describe('meeting notes: what the meeting left with nothing to do', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
