/**
 * Round thirty-five, people on tasks: minutes put a bracket between a doer and "to": the doer's role ("Kofi (QA) to
 * rerun the audit") or who holds the role named ("Facilities (Tariq) to replace the door closer"). The job is the
 * doer's, and a step joined to it by "and" is theirs too. A thing followed by a bracket and what it needs ("Passport
 * (mine) needs to be renewed") and a word of the language over a name the lexicon does not list ("Dispatch (Wiremu)")
 * read as before. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a doer with a bracket before "to"', () => {
  const rows: Row[] = [
    {
      name: 'a role, then who holds it',
      text: 'Bursar (Amaka) to refund the trip deposits by Friday',
      want: [{ title: 'Refund the trip deposits', has: 'refund', due: '2026-11-27', people: ['Amaka'] }],
    },
    {
      name: 'the same under a heading: the title is the job alone',
      text: 'Next steps:\n- Facilities (Tariq) to replace the door closer on the loading bay by Friday',
      want: [
        {
          title: 'Replace the door closer on the loading bay',
          has: 'replace',
          due: '2026-11-27',
          people: ['Tariq'],
        },
      ],
    },
    {
      name: 'a name, then the role',
      text: 'Next steps:\n- Kofi (QA) to rerun the audit on line 2 tomorrow',
      want: [{ has: 'rerun audit', due: '2026-11-25', people: ['Kofi'] }],
    },
    {
      name: 'a step joined by "and" is the same doer’s',
      text: 'Actions:\nSelin (ward clerk) to file the discharge letters and update the bed board, today',
      want: [
        { has: 'discharge letters', due: '2026-11-24', people: ['Selin'] },
        { has: 'bed board', due: '2026-11-24', people: ['Selin'] },
      ],
    },
    {
      name: 'what a thing needs stays a thing',
      text: '- Passport (mine) needs to be renewed before March',
      want: [{ has: 'passport', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
