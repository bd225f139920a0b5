/**
 * A thing of the writer's kin ("dad's inhaler", "my mum's tablets") is the family's even when a word of it is also a
 * word of the user's own area — a nurse's "Ward" tag has medicines, a pharmacist's "Pharmacy" tag has prescriptions —
 * as long as that area has no word for kin of its own; a tag about caring for a parent keeps it (issue 12, tags from
 * meaning). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a parent's medicine in a nurse's dump",
    extra: ['Ward'],
    text: 'finish the handover notes for bay 3\ncollect dad’s medication from the chemist on the way home',
    want: [
      { has: 'handover', tag: 'Ward' },
      { has: 'medication', tag: 'Family' },
    ],
  },
  {
    name: "a parent's prescriptions among a clinic's jobs",
    extra: ['Clinic'],
    text: 'order more nitrile gloves\nget my mum’s prescriptions renewed before Friday',
    want: [
      { has: 'gloves', tag: 'Clinic' },
      { has: 'prescriptions', tag: 'Family' },
    ],
  },
  {
    name: 'a tag about caring for a parent keeps the same errand',
    extra: ['Eldercare'],
    text: 'collect dad’s medication from the chemist on the way home',
    want: [{ has: 'medication', tag: 'Eldercare' }],
  },
  {
    name: "someone else's parent is no kin of the writer's",
    extra: ['Ward'],
    text: "ring Jo's mum about the medication chart",
    want: [{ has: 'chart', tag: 'Ward' }],
  },
];

describe("a thing of the writer's kin is the family's over an area without kin", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
