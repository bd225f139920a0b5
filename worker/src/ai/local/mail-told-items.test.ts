/**
 * In a pasted mail's list item, a sentence that only tells of a thing ("The appendix runs to forty pages.") is no task
 * when a later sentence of the same item acts on that thing ("Can you trim the appendix?"), nor is news of the item
 * ("firing days move to Wednesdays") that goes on to ask something; what it says is due goes into that request's
 * description (issue 12, pasted email).
 * Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'the told thing and the request on it are one task: the request',
    text: 'Hi Mira,\n\nA few notes on the draft:\n\n1. The appendix runs to forty pages. Can you trim the appendix to ten?\n2. Please add page numbers.\n\nThanks,\nOwen',
    want: [{ has: 'trim appendix' }, { has: 'add page numbers' }],
  },
  {
    name: 'a bullet with a dash: "Permits — still missing from the council. Could you chase the permits …?"',
    text: 'Hi Mira,\n\nWhere we are:\n\n• Permits — still missing from the council. Could you chase the permits with Joe on Monday?\n• Skip hire is booked.\n\nThanks,\nOwen',
    want: [{ has: 'chase permits', due: '2026-11-30' }],
  },
  {
    name: 'news of the item (an event, a change) gives no task when the item goes on to ask something',
    text: 'Hi all,\n\nBefore the break:\n\n- Kiln: firing days move to Wednesdays from next week. Ros, can you update the rota on the studio door?\n- Please return the spare keys.\n\nThanks,\nDee',
    want: [{ has: 'update rota studio door' }, { has: 'return spare keys' }],
  },
  {
    name: 'what the item says is due is what the request after it is for: one task, that tells of it',
    text: 'Hi Sam,\n\nFrom the inspection:\n\n- The chimney sweep is overdue. The sweep can come on Thursday — please confirm someone will be home.\n\nKind regards,\nDee',
    want: [{ has: 'confirm someone home', description: 'chimney sweep is overdue' }],
  },
];

describe('a mail item that tells of a thing and then acts on it gives the act only', () => {
  it.each(ROWS)('$name', (row) => check(row));
});
