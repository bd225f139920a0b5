/**
 * A mail's list item that asks first and tells after ("2. Could you send the signed lease to Omar? He needs it by
 * Friday for the bank."): the request is the item's one task; what is told after it is no task, and news of what is
 * due or needed dates the request when it says no day. A verb in capitals or with "re-" still asks. Messages written
 * for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const HEAD = 'From: Ines Duarte <ines@lettings.example>\nTo: Paul Grant\nSubject: flat 3\n\nHi Paul,\n\n';
const TAIL = '\n\nKind regards,\nInes';

const ROWS: Row[] = [
  {
    name: 'what the reader is told after the request dates it and is no task',
    text: `${HEAD}1. Could you send the signed lease to Omar? He needs it by Friday for the bank.\n2. Please check the smoke alarms in the hallway.${TAIL}`,
    want: [
      { has: 'send signed lease omar', due: '2026-11-27', description: 'needs it by Friday' },
      { has: 'check smoke alarms' },
    ],
  },
  {
    name: 'news after the request that tells nothing due is dropped',
    text: `${HEAD}- Please update the contact sheet for the building. The current one still lists the old caretaker's number.${TAIL}`,
    want: [{ has: 'update contact sheet' }],
  },
  {
    name: 'a request opening with "re-" is a request, kept beside the next one',
    text: `${HEAD}- Please re-send the invite to the residents' committee. Could you also book the community room for the 9th?${TAIL}`,
    want: [{ has: 're-send invite' }, { has: 'book community room' }],
  },
];

describe('pasted mail: an item that asks, then tells', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
