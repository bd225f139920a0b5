/**
 * Round thirty-nine, people on tasks: a one-word label with a colon that no lexicon lists as a first name, over a line
 * that names someone the lexicon does list, is what the line is about, not who does it ("Haus: Anmeldung für Lotte
 * bis Freitag", "Varvet: … get Nils to check it", "Kompost: Marta offered to turn it"). Outside an actions heading
 * only; a dash after a name ("Declan — please check…") still speaks to that person, and an owner line under "Action
 * items" keeps its owner. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a topic label over a line naming someone else', () => {
  const rows: Row[] = [
    {
      name: 'a home label in another language',
      text: '- Haus: Anmeldung für Lotte bis Freitag\n- renew the bike insurance',
      want: [
        { has: 'lotte', people: ['Lotte'] },
        { has: 'renew', people: [] },
      ],
    },
    {
      name: 'a work label over a job handed to someone',
      text: '- Varvet: hull pump keeps tripping, get Nils to check it tonight\n- order more epoxy',
      want: [
        { has: 'get nils', people: ['Nils'] },
        { has: 'order', people: [] },
      ],
    },
    {
      name: "a garden label over someone's offer and the writer's own step",
      text: "- Kompost: Marta offered to turn it; I'll order the netting this week",
      want: [{ has: 'order the netting', people: [] }],
    },
    {
      name: 'a name before a dash speaks to that person',
      text: 'Eoghan — please check whether the Jenkins runners are patched, they are still on the old image.',
      want: [{ has: 'check whether', people: ['Eoghan'] }],
    },
    {
      name: 'an owner line under an actions heading keeps its owner',
      text: 'Action items:\n- Kwabena: send the site photos to Ama by Friday',
      want: [{ has: 'send the site photos', people: ['Kwabena', 'Ama'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
