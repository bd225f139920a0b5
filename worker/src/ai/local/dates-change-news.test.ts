/**
 * Passing on the news of a changed day (issue 12, dates): "Netball training moved to Friday, text the squad" — the day
 * is what the message says, not when to send it, so the task has no date. A task that does its thing before the changed
 * event ("…, book the minibus before then") or a task that is no message keeps the day. News after a task that its own
 * day changed ("due the 4th - no, they've moved it, it's the 9th now", "got an extension to 12/12") gives the new day.
 * Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a move reported, then "text" the people it concerns: no date',
    text: 'Netball training moved to Friday, text the squad.',
    want: [{ has: 'text squad', due: null }],
  },
  {
    name: '"let … know" after a postponed hearing: no date',
    text: 'The tribunal hearing got postponed to the 9th so let the tenant know',
    want: [{ has: 'tenant know', due: null }],
  },
  {
    name: 'a task that is no message keeps the moved day',
    text: 'Choir rehearsal moved to Thursday, learn the alto line.',
    want: [{ has: 'learn alto line', due: '2026-11-26' }],
  },
  {
    name: 'news after a task that its day has changed gives the new day ("…, they\'ve moved it, it\'s the 9th now")',
    text: "send the grant report to the trust, due the 4th - no, they've moved it, it's the 9th now.\nrenew the van insurance, was due 30/11, got an extension to 12/12",
    want: [
      { has: 'grant report', due: '2026-12-09' },
      { has: 'van insurance', due: '2026-12-12' },
    ],
  },
  {
    name: 'guard: news that names the same day again changes nothing',
    text: 'pay the scaffolders on Friday, the site manager pushed it to Friday anyway',
    want: [{ has: 'pay scaffolders', due: '2026-11-27' }],
  },
];

describe('dates: news of a changed day dates no task that passes it on', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
