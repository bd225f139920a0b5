/**
 * A mail's writer who signs surname first ("Goh Mei Xin", "Pham Van Duc"): the name they go by is the given name after
 * the family name, on every task that goes back to them. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a "From:" line written surname first, with the firm in brackets: the writer is the two given names',
    text: 'From: Goh Mei Xin (Harbourline Realty) <meixin.goh@harbourline.sg>\nTo: <flat.owner@example.com>\nSubject: Lease renewal\n\nDear Mr Okafor,\n\nPlease send me the signed inventory list by Friday.\n\nBest regards,\nGoh Mei Xin\nProperty Agent',
    want: [{ has: 'send mei xin signed inventory', due: '2026-11-27', people: ['Mei Xin'] }],
  },
  {
    name: 'a Vietnamese signature: the writer goes by the last word, not the middle name',
    text: 'Dear Ms Lindqvist,\n\nOur mould repair pushes the ship date to 4 December. Could you please send us the revised artwork for the carton?\n\nBest regards,\nPham Van Duc\nExport Sales',
    want: [{ has: 'revised artwork carton', people: ['Duc'] }],
  },
];

describe('pasted mail: a writer who signs surname first', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
