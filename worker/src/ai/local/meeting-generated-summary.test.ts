/**
 * Round thirty-seven, meeting notes: a meeting summary a program wrote (Zoom's AI Companion, Copilot, Otter.ai) lists
 * what to do under its actions, then retells the meeting in sections of prose. The prose ("Ines will also chase the
 * fire officer…") is the meeting retold, not more actions; the user's own line under it ("I said I'd…") is theirs.
 * A summary a person wrote keeps its jobs. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "the retelling under an AI summary's actions gives no task",
    text: [
      'Zoom AI Companion – Meeting summary for "Warehouse layout review"',
      '',
      'Next steps',
      '• Ines will ask the racking supplier for a cheaper option by Friday.',
      '• Tomasz will measure the loading bay.',
      '',
      'Summary',
      'Racking',
      'The quote came in 12% over budget. Ines will also chase the fire officer about the aisle widths before the order.',
      'Loading bay',
      'Tomasz will bring the laser measure and send the drawing to the architect next week.',
    ].join('\n'),
    want: [
      { has: 'ask racking supplier cheaper option', due: '2026-11-27', people: ['Ines'] },
      { has: 'measure loading bay', people: ['Tomasz'] },
    ],
  },
  {
    name: "the user's own line under the summary is still theirs",
    text: [
      'Copilot recap — Kitchen refit check-in',
      'Action items',
      '• Bilal: confirm the worktop delivery date',
      'Discussion',
      'Bilal will also ask the electrician to move the sockets.',
      '+ I said I would order the tiles by Thursday',
    ].join('\n'),
    want: [
      { has: 'confirm worktop delivery', people: ['Bilal'] },
      { has: 'order tiles', due: '2026-11-26' },
    ],
  },
  {
    name: 'a summary a person wrote keeps the job it hands out',
    text: [
      'Warehouse layout review, my notes',
      'Next steps',
      '- Ines: ask the racking supplier for a cheaper option',
      '',
      'Summary',
      'Tomasz will send the drawing to the architect next week.',
    ].join('\n'),
    want: [
      { has: 'ask racking supplier cheaper option', people: ['Ines'] },
      { has: 'send drawing architect', people: ['Tomasz'] },
    ],
  },
];

describe('round thirty-seven: a generated meeting summary retells, its actions say what to do', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
