/**
 * A label said inline at the start of a line (issue 12, dates): "Saturday: clean the gutters" dates what is said with
 * it on its own line; the lines after it, in the same paragraph, are other thoughts and take no date from it, unless
 * they say when in the day they are done. A "Today"/"Tomorrow" list and a span kept as words ("Weekend jobs:") still
 * cover every line. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a weekday label: its own line is that day, the lines after it are undated',
    text: 'Saturday: clean the gutters\nrenew the fishing licence\nreply to the school about the trip',
    want: [
      { has: 'clean gutters', due: '2026-11-28' },
      { has: 'renew fishing licence', due: null },
      { has: 'reply school trip', due: null },
    ],
  },
  {
    name: 'a deadline label said inline in prose: its own sentence only',
    text: 'Before Friday: send the quote to the Hallorans. Fix the shed door. Order the bark mulch.',
    want: [
      { has: 'quote hallorans', due: '2026-11-27' },
      { has: 'shed door', due: null },
      { has: 'bark mulch', due: null },
    ],
  },
  {
    name: 'guard: a later line with an hour, a Tomorrow list, and a span kept as words still take the label',
    text: [
      'Thursday: service the boiler',
      'collect the parcel before 5',
      '',
      'Tomorrow: pay the window cleaner',
      'ring the bank',
      '',
      'Weekend jobs: prune the roses',
      'paint the fence',
    ].join('\n'),
    want: [
      { has: 'service boiler', due: '2026-11-26' },
      { has: 'collect parcel', due: '2026-11-26' },
      { has: 'pay window cleaner', due: '2026-11-25' },
      { has: 'ring bank', due: '2026-11-25' },
      { has: 'prune roses', due: null },
      { has: 'paint fence', due: null },
    ],
  },
];

describe('dates: an inline label dates its own line', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
