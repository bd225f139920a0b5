/**
 * Round thirty-two, people on tasks: a step in brackets or after a dash that only says whom the task needs and for what
 * ("(ask Lena for the login)", "(after Omar signs off)", "— check with Ines or Kofi") was read as a task of its own, and
 * the task it belongs to had nobody. A question put to someone ("— ask Ivo if he has the drill") is still a task.
 * Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a bracketed or dashed step naming whom the task needs', () => {
  const rows: Row[] = [
    {
      name: 'ask someone for a thing, in brackets',
      text: '- replace the fan on the server rack (ask Lena for the spare key)',
      want: [{ has: 'replace fan', people: ['Lena'] }],
    },
    {
      name: 'get a thing from someone, in brackets',
      text: '- patch the login bug (get the stack trace from Bruno)',
      want: [{ has: 'patch login', people: ['Bruno'] }],
    },
    {
      name: 'after someone approves, in brackets',
      text: '- publish the price list (after Omar signs off)',
      want: [{ has: 'publish price', people: ['Omar'] }],
    },
    {
      name: 'once someone OKs it, in brackets, with more said after',
      text: '- wipe the old test laptop (once Priti OKs the wipe on Thursday)',
      want: [{ has: 'wipe laptop', people: ['Priti'] }],
    },
    {
      name: 'two people joined by "or" after a dash',
      text: '- find a driver for the raffle prizes — ask Ines or Kofi',
      want: [{ has: 'driver raffle', people: ['Ines', 'Kofi'] }],
    },
    {
      name: 'a question put to someone after a dash stays a task',
      text: '- fix the shed door — ask Ivo if he still has the drill',
      want: [
        { has: 'shed door', people: [] },
        { has: 'ivo drill', people: ['Ivo'] },
      ],
    },
    {
      name: 'the same step said after "and" is a task of its own',
      text: 'Replace the fan on the rack and ask Lena for the spare key.',
      want: [
        { has: 'replace fan', people: [] },
        { has: 'lena key', people: ['Lena'] },
      ],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

// Round thirty-three: a dashed step that says what someone does for the task puts them on it, with its time.
describe('a dashed step saying who takes part in the task', () => {
  const rows: Row[] = [
    {
      name: 'someone reviews a thing first',
      text: '- migrate the search index to v9 — Femi reviews the runbook first',
      want: [{ has: 'search index', people: ['Femi'] }],
    },
    {
      name: 'someone is fetching it, with the time they do it',
      text: "- get packing tape from the hardware store – Rory's grabbing it tomorrow",
      want: [{ has: 'packing tape', people: ['Rory'], due: '2026-11-25' }],
    },
    {
      name: 'someone helping on a day',
      text: '- clear out the shed - Niamh helping Sunday',
      want: [{ has: 'clear shed', people: ['Niamh'], due: '2026-11-29' }],
    },
    {
      name: 'someone wants it a certain way: no errand of its own',
      text: 'Renew the storage unit lease – Thandeka wants 6 months this time.',
      want: [{ has: 'storage lease', people: ['Thandeka'] }],
    },
    {
      name: 'someone who did it already is not on it',
      text: '- fix the garage door sensor -- Dan did it',
      want: [{ has: 'garage sensor', people: [] }],
    },
    {
      name: 'a firm that can do a day is no person',
      text: 'Swap to the winter tyres — Kwikfit can do Thursday.',
      want: [{ has: 'winter tyres', people: [] }],
    },
    {
      name: 'after a comma, someone who wants it by a day, a title before them',
      text: 'rerun the survival analysis with the 2025 cohort, Prof. Lindqvist wants it before our meeting on Friday',
      want: [{ has: 'survival analysis', people: ['Lindqvist'], due: '2026-11-27' }],
    },
    {
      name: 'after a comma, a step that does not point back at the task is no part',
      text: 'book the hall, Sam wants a big one',
      want: [
        { has: 'book hall', people: [] },
        { has: 'sam', people: ['Sam'] },
      ],
    },
    {
      name: 'ask someone which one, in brackets: no task of its own',
      text: '☐ caterer: confirm the vegan menu or switch to the buffet (ask Marisol which she prefers)',
      want: [{ has: 'vegan menu', people: ['Marisol'] }],
    },
    {
      name: 'whose occasion it is, in brackets, takes no part',
      text: "- bake the lemon cake (Suri's birthday)",
      want: [{ has: 'lemon cake', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
