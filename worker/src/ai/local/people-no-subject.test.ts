/**
 * Round twenty-eight, people on tasks: "Word to do X" gave the job to its first word whenever that word had a name's
 * shape, even a verb's form ("Plans to…", "Wants to…"), a noun with a noun's ending ("Resolution to…") or a group word
 * ("Committee to…"). Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a word opening "… to do X" that is no one', () => {
  const rows: Row[] = [
    {
      name: 'a verb form opening a 1:1 note',
      text: '1:1 notes\n- Plans to sit the AWS exam in spring\n- Deepa to send me her goals doc',
      want: [
        { has: 'aws exam', people: [] },
        { has: 'goals doc', people: ['Deepa'] },
      ],
    },
    {
      name: 'a noun with a noun ending opening a minutes point',
      text: 'Minutes\n3. Resolution to replace the church boiler\n4. Hamish to chase the diocese for the grant',
      want: [
        { has: 'replace boiler', people: [] },
        { has: 'chase diocese', people: ['Hamish'] },
      ],
    },
    {
      name: 'a group word is nobody',
      text: 'Committee to review the bylaws before the AGM',
      want: [{ has: 'review bylaws', people: [] }],
    },
    {
      name: 'first names that are also words stay people',
      text: 'Action items\n- Chase to book the minibus\n- Grace to print the programmes',
      want: [
        { has: 'book minibus', people: ['Chase'] },
        { has: 'print programmes', people: ['Grace'] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
