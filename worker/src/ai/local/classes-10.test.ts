/**
 * Round twelve of the issue-12 failure classes: the people of dictation and chats. A title makes a lowercase word a
 * surname ("email mrs patel"), "with" takes lowercase names the lexicon knows ("sync with ben and olivia"), kin
 * words of other languages ("Ammi") and a pet in its errand ("the vet for Biscuit") are nobody, Spanish names its
 * person after "a" ("recoger a Mateo"). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const PEOPLE: Row[] = [
  {
    name: 'a lowercase title makes the next word a surname',
    text: 'email mrs patel about the school trip form tomorrow',
    want: [{ has: 'email patel form', due: '2026-11-25', people: ['Patel'] }],
  },
  {
    name: '"dr okafor" in dictation',
    text: 'ring dr okafor about my blood test results',
    want: [{ has: 'ring okafor results', people: ['Okafor'] }],
  },
  {
    name: 'lowercase names after "with" that the lexicon knows as first names, all of them',
    text: 'sync with ben and olivia on the roadmap thursday',
    want: [{ has: 'sync roadmap', due: '2026-11-26', people: ['Ben', 'Olivia'] }],
  },
  {
    name: 'a kin word of another language is the relation, not a person',
    text: 'call Ammi tonight about the wedding dates',
    want: [{ has: 'call ammi', due: '2026-11-24', people: [] }],
  },
  {
    name: 'a pet in its errand is nobody',
    text: 'book the vet for Biscuit, her jabs are overdue',
    want: [{ has: 'book vet', people: [] }],
  },
  {
    name: 'a follow-up merged into the task names its person too',
    text: 'sign the new lease, then send it to Andrés to review',
    want: [{ has: 'sign lease send andrés', people: ['Andrés'] }],
  },
  {
    name: 'Spanish "recoger a Mateo": the personal "a" names who',
    text: 'recoger a Mateo del fútbol el miércoles',
    want: [{ has: 'recoger mateo', due: '2026-11-25', people: ['Mateo'] }],
  },
];

const MEETINGS: Row[] = [
  {
    name: 'a meeting named by its first word and with whom ("Call with Acme 24/11") titles its notes',
    text: 'Call with Acme 24/11\nAttendees: Dana, Raj, me\nAction items:\n- Raj to send the revised quote by Friday\n- me: book the follow-up call',
    want: [
      { has: 'send revised quote', due: '2026-11-27', people: ['Raj'] },
      { has: 'book follow-up call', people: [] },
    ],
  },
];

describe('people of dictation, round twelve', () => {
  for (const row of PEOPLE) it(row.name, () => check(row));
});

describe('meeting notes, round twelve', () => {
  for (const row of MEETINGS) it(row.name, () => check(row));
});
