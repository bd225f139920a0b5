/**
 * Round forty-two, people on tasks: a bare step ("send today", "nudge her") whose title takes its thing or its "her"
 * from the sentence ("- props list to Sizwe (send today)" → "Send props list to Sizwe") takes whom the sentence names
 * there too. Not whom the errand is for ("call the dentist for Lucas"), nor a possessor a pronoun stood for, who may
 * be a pet ("Pickles has a vet visit Saturday – wash her bedding"). Sentences written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a title taken from the sentence brings its person', () => {
  const rows: Row[] = [
    {
      name: 'the thing and whom it goes to, then a bare verb in brackets',
      text: '- props list to Sizwe (send today)',
      want: [{ has: 'props sizwe', due: '2026-11-24', people: ['Sizwe'] }],
    },
    {
      name: 'someone late with a thing, then "nudge her"',
      text: "- Mele still hasn't sent back the questionnaire, nudge her",
      want: [{ has: 'nudge mele', people: ['Mele'] }],
    },
    {
      name: 'a pet named before "her" is nobody on the task',
      text: 'Pickles has a vet visit Saturday – wash her bedding',
      want: [{ has: 'wash bedding', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
