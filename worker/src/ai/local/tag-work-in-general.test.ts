/**
 * A user who made a tag for their work in general ("Work", "Jobs", "Trabajo") files their job there, whatever trade its
 * words belong to: a nurse's incident report, a driver's pallets, a tradesman's supplier — never the default work
 * tags, which stay for users without such a tag (issue 12, tags from meaning). Dumps written for these tests,
 * Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a nurse’s certificate and incident report',
    extra: ['Work', 'Study'],
    text: 'renew my ACLS certificate this month\nwrite up the incident report for the patient who slipped in bay 6',
    want: [
      { has: 'acls', tag: 'Work' },
      { has: 'incident', tag: 'Work' },
    ],
  },
  {
    name: 'a driver’s truck and pallets',
    extra: ['Trabajo', 'Kids'],
    text: 'top up the diesel in truck 3 and record the odometer\nring the depot about the pallet they sent back',
    want: [
      { has: 'diesel', tag: 'Trabajo' },
      { has: 'odometer', tag: 'Trabajo' },
      { has: 'pallet', tag: 'Trabajo' },
    ],
  },
  {
    name: 'without such a tag the default work tag stays',
    extra: ['Study'],
    text: 'write up the incident report about the outage before the postmortem',
    want: [{ has: 'incident', tag: 'Work-DevOps' }],
  },
];

describe('a tag for work in general takes the default work tags’ tasks', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
