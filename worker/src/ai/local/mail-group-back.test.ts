/**
 * A mail sent to the user among others ("Dear members,", "Dear Sir/Madam,"): what goes back to its writer ("1) Send us
 * the meter reading", "just reply to this email", "kindly confirm by Friday whether…") has the writer on it; what goes
 * elsewhere ("pay at the front desk") has nobody. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a numbered list under "Please:" to a group: the item that comes back to the writer is theirs',
    text: 'From: Tobias Lindgren <t.lindgren@harbourclub.se>\nTo: members@harbourclub.se\nSubject: Winter berths\n\nDear members,\n\nThe slipway closes on 5 December. Please:\n\n1) Send us your boat length and insurance number by Friday.\n2) Pay the winter fee at the front desk.\n\nRegards,\nTobias Lindgren\nHarbour Master',
    want: [
      { has: 'send tobias boat length', due: '2026-11-27', people: ['Tobias'] },
      { has: 'pay winter fee', people: [] },
    ],
  },
  {
    name: '"…, just reply to this email" and "kindly confirm by <day> whether…" answer the writer',
    text: 'From: Ines Duarte <ines@northquay.pt>\nSubject: Choir car-share\n\nDear Sir/Madam,\n\nWe are looking for drivers for the choir trip - if you have a spare seat, just reply to this email. Kindly confirm by Thursday whether your child needs a packed lunch.\n\nKind regards,\nInes Duarte',
    want: [
      { has: 'reply', people: ['Ines'] },
      { has: 'confirm packed lunch', due: '2026-11-26', people: ['Ines'] },
    ],
  },
];

describe('pasted mail to a group: requests that go back to the writer', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
