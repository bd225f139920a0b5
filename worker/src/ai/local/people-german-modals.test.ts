/**
 * Round thirty-three, people on tasks: German gives a job with a modal after the name ("Lukas soll …", "Kevin muss
 * …"), as English says "Lukas to …". Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a German modal after a name gives the job', () => {
  const rows: Row[] = [
    {
      name: '"soll" after a name',
      text: 'Jannik soll bis Freitag die Preisliste aktualisieren.',
      want: [{ has: 'preisliste', people: ['Jannik'], due: '2026-11-27' }],
    },
    {
      name: 'a thing that "soll" be so is no one',
      text: 'Die Preisliste soll bis Freitag aktualisiert werden, bitte prüfen.',
      want: [
        { has: 'preisliste', people: [] },
        { has: 'prüfen', people: [] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
