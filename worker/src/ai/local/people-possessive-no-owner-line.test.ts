/**
 * Round thirty-nine, people on tasks (the lead's decision): a possessive phrase is never a person's name. "Noor's RFC —
 * read + approve by Friday" opens with a thing and then what to do with it; read as an owner line it made the person
 * "Noor's RFC" and the title "Read + approve". The thing is the object of the verbs after it, one verb or two joined,
 * and its owner is on the task as in "read Noor's RFC". A name with an apostrophe inside it still opens an owner line.
 * Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { extractTasks } from './extract.js';

describe('a possessive phrase opening a line is a thing, not an owner', () => {
  const rows: Row[] = [
    {
      name: 'a dash, two verbs joined by "+"',
      text: "Noor's RFC — read + approve by Friday",
      want: [{ has: 'approve', title: "Read + approve Noor's RFC", due: '2026-11-27', people: ['Noor'] }],
    },
    {
      name: 'a colon, two verbs joined by "and"',
      text: "Tobias's PR: test and merge tomorrow",
      want: [{ has: 'merge', title: "Test and merge Tobias's PR", due: '2026-11-25', people: ['Tobias'] }],
    },
    {
      name: 'under an actions heading, beside a real owner line',
      text: "Action items:\n- Malik's CV — proofread + return by Monday\n- Rosa — book the room",
      want: [
        { has: 'return', title: "Proofread + return Malik's CV", due: '2026-11-30', people: ['Malik'] },
        { has: 'book the room', people: ['Rosa'] },
      ],
    },
    {
      name: 'one verb, as before',
      text: "Hana's PR — review by Thursday",
      want: [{ has: 'review', title: "Review Hana's PR", due: '2026-11-26', people: ['Hana'] }],
    },
    {
      name: 'an apostrophe inside a name still opens an owner line',
      text: "Action items:\n- O'Neill — book the room for the offsite",
      want: [{ has: 'book the room', people: ["O'Neill"] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));

  it('gives no person with an apostrophe and "s"', () => {
    const { tasks } = extractTasks("Ivo's PR — review + merge", {
      now: new Date('2026-11-24T12:00:00Z'),
      timeZone: 'UTC',
      tags: ['Work-DevOps', 'Life'],
    });
    expect(tasks.flatMap((task) => task.people).some((name) => /['’]s\b/.test(name))).toBe(false);
  });
});
