/**
 * A thing a mail asks for, written with a participle between its determiner and its noun ("the signed lease", "your
 * updated payslips", "the report for the rejected batch"), is a thing to do — the participle describes it, nothing was
 * done — and the user's note that sends it back ("send the signed form back today") is that same task. "They'll send the
 * revised price list" tells what someone else will do. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'items of "I still need:" with a participle after "the"/"your" are tasks, the writer on them',
    text: 'From: Elif Kaya <elif@kayalettings.com>\nTo: Tom Reid\nSubject: Tenancy\n\nHi Tom,\n\nI still need:\n- the signed lease\n- your updated payslips\n\nThanks,\nElif',
    want: [
      { has: 'signed lease', people: ['Elif'] },
      { has: 'updated payslips', people: ['Elif'] },
    ],
  },
  {
    name: 'a participle after a preposition ("for the rejected batch") is still the thing',
    text: '- the measurement report for the rejected batch\n- call the courier',
    want: [{ has: 'measurement report' }, { has: 'call courier' }],
  },
  {
    name: '"They\'ll send the revised price list" is their plan, no task',
    text: "- They'll send the revised price list\n- call the courier",
    want: [{ has: 'call courier' }],
  },
  {
    name: "the note that sends a needed thing back is the same task, by the note's day",
    text: 'From: Elif Kaya <elif@kayalettings.com>\nTo: me\nSubject: Tenancy\n\nHi Tom,\n\nTo finish the file I need:\n- the signed consent form\n\nThanks,\nElif\n\n---\nmy notes: send the signed form back today',
    want: [{ has: 'send signed form back', due: '2026-11-24', people: ['Elif'] }],
  },
];

describe('pasted mail: a needed thing written with a participle', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
