/**
 * Round forty, people on tasks: a task put to someone's team ("ask Ines's team to patch the job", "get Tomek's team on
 * the recount") involves whoever leads it, as "chase Somchai's crew" did; an office, a surgery or a teacher of theirs
 * still does not. A meeting with someone's team is no meeting with them for what is readied for it. Sentences written
 * for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe("someone's team", () => {
  const rows: Row[] = [
    {
      name: 'asked to do a job',
      text: "Ask Ines's team to patch the export job before Friday",
      want: [{ has: 'ines team patch', due: '2026-11-27', people: ['Ines'] }],
    },
    {
      name: 'got onto a job',
      text: "get Tomek's team on the stock recount today",
      want: [{ has: 'tomek team recount', due: '2026-11-24', people: ['Tomek'] }],
    },
    {
      name: 'an office is still a place',
      text: "Call Dr Haddad's office to move the scan",
      want: [{ has: 'call office scan', people: [] }],
    },
    {
      name: 'a call with a team, then its preparation',
      text: "Next Monday: closing call with Priya's team, prep the risk list beforehand.",
      want: [{ has: 'prep risk list', due: '2026-11-30', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
