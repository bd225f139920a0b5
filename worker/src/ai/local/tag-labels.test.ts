/**
 * A custom tag named for a project or a place ("Falcon", "Orion") written as a label before a colon or a dash (issue
 * 12, tags from meaning): the label files its own sentence's tasks under that tag whatever their words, it is
 * nobody to do them, and, once its sentence is over, it does not take later tasks that say where they belong ("Also
 * book a haircut and call mom"). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a code name before a colon in one line of prose labels its sentence and is no speaker',
    extra: ['Falcon', 'Orion'],
    text: 'Falcon: get legal sign-off on the vendor DPA, finalize the rollout comms. Orion: renew the SSL cert. Also book a haircut and call mom.',
    want: [
      { has: 'sign-off', tag: 'Falcon', people: [] },
      { has: 'rollout comms', tag: 'Falcon', people: [] },
      { has: 'ssl cert', tag: 'Orion', people: [] },
      { has: 'haircut', tag: 'Life', people: [] },
      { has: 'call mom', tag: 'Family', people: [] },
    ],
  },
  {
    name: 'a code name before a dash, inside a line, labels its sentence and is nobody addressed',
    extra: ['Falcon', 'Orion'],
    text: 'Falcon stuff - chase Priya for the pricing sheet. Orion - book the kickoff room for Monday. Pay the water bill.',
    want: [
      { has: 'pricing sheet', tag: 'Falcon', people: ['Priya'] },
      { has: 'kickoff room', due: '2026-11-30', tag: 'Orion', people: [] },
      { has: 'water bill', tag: 'Life', people: [] },
    ],
  },
  {
    name: 'a code name before a dash heads its sentence over the words of a default tag',
    extra: ['Bluebird', 'Orion'],
    text: 'Bluebird - finish the wireframes for onboarding. Orion - renew the SSL cert, then migrate the staging DB. Also book a haircut.',
    want: [
      { has: 'wireframes', tag: 'Bluebird', people: [] },
      { has: 'ssl cert', tag: 'Orion', people: [] },
      { has: 'staging db', tag: 'Orion', people: [] },
      { has: 'haircut', tag: 'Life', people: [] },
    ],
  },
  {
    name: 'list items opened by a code name are that project’s, with nobody on them',
    extra: ['Falcon', 'Orion'],
    text: '- Falcon: finalize the rollout comms\n- Orion: schedule the go/no-go for Thursday\n- pick up dry cleaning',
    want: [
      { has: 'rollout comms', tag: 'Falcon', people: [] },
      { has: 'go/no-go', due: '2026-11-26', tag: 'Orion', people: [] },
      { has: 'dry cleaning', tag: 'Life' },
    ],
  },
  {
    name: 'a place tag as a label: the lake house’s jobs, nobody called Lake house',
    extra: ['Lake house'],
    text: 'Lake house: drain the pipes and pull the dock in.\n\nBook the dentist for Thursday.',
    want: [
      { has: 'drain', tag: 'Lake house', people: [] },
      { has: 'dock', tag: 'Lake house', people: [] },
      { has: 'dentist', due: '2026-11-26', tag: 'Life', people: [] },
    ],
  },
  {
    name: 'a word of a longer tag name as a label: "Falcon:" for Project Falcon, "Harbour:" for Harbour St',
    extra: ['Project Falcon', 'Harbour St'],
    text: 'Falcon: finalize the rollout comms and book a room for the retro. Harbour: chase the plasterer. Also call mom.',
    want: [
      { has: 'rollout comms', tag: 'Project Falcon', people: [] },
      { has: 'room', tag: 'Project Falcon', people: [] },
      { has: 'plasterer', tag: 'Harbour St', people: [] },
      { has: 'call mom', tag: 'Family', people: [] },
    ],
  },
  {
    name: 'a tag named for a person still names that person',
    extra: ['Noah'],
    text: 'Noah - book the dentist for Thursday.',
    want: [{ has: 'dentist', tag: 'Noah', people: ['Noah'] }],
  },
];

describe('custom tags written as labels (issue 12)', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
