/**
 * Round thirty-seven, meeting and journal notes: a bracket that says what it marks is someone else's — "(her item, not
 * mine)" closing a line, "(not mine!!)" closing a label before its colon — takes that line, or the items the label
 * heads, off the user's tasks. The user's own lines around them stay. Notes written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a line closed by "(her item, not mine)" gives no task',
    text: "1:1 w/ Tanvi\n- I'll send her the ladder doc.\n- She'll finish the index migration by Friday (her item, not mine)",
    want: [{ has: 'send tanvi ladder doc', people: ['Tanvi'] }],
  },
  {
    name: 'the items after a label marked "(not mine!!):" give no task, the user\'s own line does',
    text: "Ben's plans for the winter (not mine!!): paint the shed, book the ski lodge. Good for him.\nSign the school form tomorrow.",
    want: [{ has: 'sign school form', due: '2026-11-25' }],
  },
  {
    name: 'the list under a label marked "(not mine):" gives no task either',
    text: "Dana's list (not mine):\n- repaint the fence\n- order the tiles\n\nCall the plumber on Monday.",
    want: [{ has: 'call plumber', due: '2026-11-30' }],
  },
];

describe('round thirty-seven: what a bracket marks as not mine', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
