/**
 * A meeting's name line may carry an aside in brackets and a dash ("Choir committee — minutes (typed up for the two new
 * members who missed the last one)"): they are no words of its name, which is still short enough to head the notes,
 * so the action items are the meeting's (issue 12, tags from meaning). Dumps written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a committee’s minutes with a long aside in the name line',
    extra: ['Choir', 'Allotment'],
    text: [
      'Choir committee — minutes (typed up for the two new members who missed the last one on Monday)',
      'Present: Joan, Ade, Priya, me',
      '',
      'Action items',
      '- Ade: ring the hall about the heating',
      '- me: send the minutes round by Friday',
    ].join('\n'),
    want: [
      { has: 'heating', tag: 'Choir' },
      { has: 'minutes', tag: 'Choir' },
    ],
  },
];

describe('a meeting’s name with an aside still heads its notes', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
