/**
 * Round fourteen of the issue-12 failure classes: people in checklists and notes (a topic label before the line that
 * names who does it, "maybe ask Nina", whose home an errand goes to, a shop's possessive, "Hope to…"), chats and mail.
 * Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const CHECKLIST_PEOPLE: Row[] = [
  {
    name: 'a topic label before a line that names who does it is no person',
    text: '1:1 with Sipho\n- Offsite: Sipho drafts the travel budget by Friday.\n- Next 1:1 is on the calendar.',
    want: [{ has: 'draft travel budget', due: '2026-11-27', people: ['Sipho'] }],
  },
  {
    name: 'a tentative "maybe ask Nina" puts her on the item before it',
    text: 'before the move:\n- find someone to water the plants, maybe ask Priya\n- cancel the broadband',
    want: [
      { has: 'water plants', people: ['Priya'] },
      { has: 'cancel broadband', people: [] },
    ],
  },
  {
    name: 'whose home a pet errand goes to is a person',
    text: '- [ ] drop the cat at Ngozi’s friday\n- [ ] buy cat litter',
    want: [
      { has: 'drop cat', due: '2026-11-27', people: ['Ngozi'] },
      { has: 'buy cat litter', people: [] },
    ],
  },
  {
    name: 'whose home closing the line is a person',
    text: '- pick up the spare key from Aiko’s',
    want: [{ has: 'pick spare key', people: ['Aiko'] }],
  },
  {
    name: 'a shop written with a possessive is nobody',
    text: '- grab milk at Sainsbury’s on the way home\n- lunch at Nando’s on friday',
    want: [
      { has: 'grab milk', people: [] },
      { has: 'lunch', due: '2026-11-27', people: [] },
    ],
  },
  {
    name: '"Hope to…" is a wish of the user’s, "Hope will…" is Hope’s',
    text: 'Hope to finish the shed roof before the frost. Hope will bring the ladder on Saturday.',
    want: [
      { has: 'finish shed roof', people: [] },
      { has: 'bring ladder', due: '2026-11-28', people: ['Hope'] },
    ],
  },
];

describe('people in checklists and notes, round fourteen', () => {
  for (const row of CHECKLIST_PEOPLE) it(row.name, () => check(row));
});
