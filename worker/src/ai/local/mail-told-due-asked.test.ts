/**
 * A mail's list item that tells what is due or expiring and then asks for a step ("2) The lift certificate expires on
 * 14 Dec. Please book the engineer for the inspection."): one task, the step, which tells of what is due and takes
 * its day when it says none. An item that only tells stays a task. Messages written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const HEAD =
  'From: Colm Byrne <colm@parishhall.example>\nTo: Ana Reyes\nSubject: before Christmas\n\nHi Ana,\n\n';
const TAIL = '\n\nThanks,\nColm';

const ROWS: Row[] = [
  {
    name: 'an expiring certificate, then the step asked: one task, by the expiry day',
    text: `${HEAD}1) The lift certificate expires on 14 Dec. Please book the engineer for the inspection.\n2) Could you send me the hall bookings for January by Friday?${TAIL}`,
    want: [
      { has: 'book engineer inspection', due: '2026-12-14', description: 'lift certificate' },
      { has: 'hall bookings', due: '2026-11-27' },
    ],
  },
  {
    name: 'an overdue service, then a visit to confirm: the confirmation keeps its own day',
    text: `${HEAD}- The alarm service is overdue. The technician can come on Thursday 3 December, please confirm someone will be there.${TAIL}`,
    want: [{ has: 'confirm someone', due: '2026-12-03', description: 'alarm service' }],
  },
  {
    name: 'an item that only tells what is due stays a task',
    text: `${HEAD}1) The insurance renewal is due on 20 Dec.\n2) Could you send me the hall bookings for January by Friday?${TAIL}`,
    want: [{ has: 'insurance renewal', due: '2026-12-20' }, { has: 'hall bookings' }],
  },
];

describe('pasted mail: an item that tells what is due, then asks', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
