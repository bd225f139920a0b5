/**
 * What a letter or newsletter says will be done to a thing ("Invoices will be posted on the 3rd", "Report cards will be
 * sent home on Friday") is the sender's own step, announced: no task for the reader. A person who will be picked up, or
 * a thing the reader must return, still is one. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

/** A club's newsletter to its members, with one thing `asked` of them among its news. */
const NEWSLETTER = (asked: string) =>
  `Dear members,\n\n1. Membership cards will be posted on 3 December.\n2. Results are going to be published after the final.\n3. ${asked}\n4. Photos will be shared in the group next week.\n\nBest wishes,\nThe committee`;

const ROWS: Row[] = [
  {
    name: 'what will be done to the cards and photos is news; the request is the task',
    text: NEWSLETTER('Please pay the winter fee by Friday.'),
    want: [{ has: 'pay winter fee', due: '2026-11-27' }],
  },
  {
    name: 'a thing the members must return stays a task beside the news',
    text: NEWSLETTER('Please return the kit bags to the clubhouse by Monday.'),
    want: [{ has: 'return kit bags', due: '2026-11-30' }],
  },
  {
    name: 'a plain statement of a future step, alone',
    text: 'Invoices will be emailed on the 3rd.',
    want: [],
  },
  {
    name: 'a person who will be picked up still needs someone to do it',
    text: 'Sam will be picked up at 3 on Friday from football.',
    want: [{ has: 'picked' }],
  },
];

describe('a future passive in a letter is news, not a task', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
