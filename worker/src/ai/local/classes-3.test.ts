/**
 * Round three of the failure classes (issue 12), on dumps written for these tests: custom tags named after a
 * workplace or trade, Life's everyday words against a particular area, struck-through and ticked items between
 * a dated heading and its list, and email disclaimers.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const WORKPLACE_TAGS: Row[] = [
  {
    name: 'a tag named after a workplace takes its vocabulary (site, ward, kitchen)',
    text: 'Order the scaffold boards for the north elevation. Ask Priya to update the staffing rota for the ward. Get the fryer serviced before the health inspection.',
    extra: ['Site', 'Ward', 'Restaurant'],
    want: [
      { has: 'scaffold', tag: 'Site' },
      { has: 'staffing rota', tag: 'Ward', people: ['Priya'] },
      { has: 'fryer', tag: 'Restaurant' },
    ],
  },
  {
    name: 'hobby and side-business tags: bees, brewery, vineyard',
    text: 'Check the hives for varroa on Saturday. Order a new glycol chiller for the fermenters. Spray the pinot block for mildew.',
    extra: ['Bees', 'Brewery', 'Vineyard'],
    want: [
      { has: 'hives varroa', tag: 'Bees', due: '2026-11-28' },
      { has: 'glycol chiller', tag: 'Brewery' },
      { has: 'pinot', tag: 'Vineyard' },
    ],
  },
  {
    name: "Life's everyday words do not outweigh a family member or a custom area",
    text: "Renew my son's passport. Chase the bank holiday rota with the pharmacy team.",
    extra: ['Clinic'],
    want: [
      { has: 'passport', tag: 'Family' },
      { has: 'rota', tag: 'Clinic' },
    ],
  },
];

const DONE_AND_HEADINGS: Row[] = [
  {
    name: 'a dated heading over ticked items dates the open ones; the heading is not a task',
    text: 'chores saturday\n✓ recycle the boxes\n- mow the lawn\n- [x] pay the window cleaner\n- fix the gate latch',
    want: [
      { has: 'mow lawn', due: '2026-11-28' },
      { has: 'fix gate latch', due: '2026-11-28' },
    ],
  },
  {
    name: 'a struck-through item is done',
    text: 'bar list\n1. restock the limes\n2. ~~book the DJ~~ sorted\n3. clean the ice machine',
    want: [{ has: 'restock limes' }, { has: 'clean ice machine' }],
  },
  {
    name: '"Reminders:" labels the sentence, it is nobody',
    text: 'Reminders: send the quarterly VAT return to Okafor Ltd by Friday.',
    want: [{ has: 'vat return', due: '2026-11-27', people: [] }],
  },
];

const EMAIL_NOISE: Row[] = [
  {
    name: 'a disclaimer asking to notify the sender is not a task',
    text: 'Could you, Ines, send me the signed timesheets by Thursday?\n\nThanks,\nMarta\n\nIf you have received this email in error, please notify the sender and delete it.',
    want: [{ has: 'signed timesheets', due: '2026-11-26', people: ['Ines'] }],
  },
];

const SELF_CORRECTIONS: Row[] = [
  {
    name: 'a corrected name further back is replaced where it stood, the rest of the action kept',
    text: 'ring Dave about the skip hire — sorry, Rob, and pay the deposit',
    want: [{ has: 'rob skip hire', people: ['Rob'] }, { has: 'pay deposit' }],
  },
  {
    name: 'a corrected phrase starts at the repeated word ("by Friday, no wait, by Monday"; "the red one no wait the blue one")',
    text: 'send the invoice by Friday, no wait, by Monday. order the 10 metre hose no wait the 15 metre hose',
    want: [
      { has: 'send invoice', due: '2026-11-30' },
      { has: '15 metre hose', due: null },
    ],
  },
  {
    name: '"sorry, not Alex, Alexis" keeps Alexis',
    text: 'email the slides to Alex — sorry, not Alex, Alexis — by tomorrow',
    want: [{ has: 'slides', due: '2026-11-25', people: ['Alexis'] }],
  },
  {
    name: 'thanks and "nothing needed" are not tasks',
    text: 'Thanks a million for sorting the van. Thank you!! FYI the backup job is fixed, nothing needed from anyone. Can you chase the insurer by Thursday?',
    want: [{ has: 'chase insurer', due: '2026-11-26' }],
  },
];

describe.each([
  ['workplace and hobby tags', WORKPLACE_TAGS],
  ['done items and headings', DONE_AND_HEADINGS],
  ['email noise', EMAIL_NOISE],
  ['self-corrections and acknowledgements', SELF_CORRECTIONS],
])('%s', (_name, rows) => {
  it.each(rows)('$name', (row) => check(row));
});
