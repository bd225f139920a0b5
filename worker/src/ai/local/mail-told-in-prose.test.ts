/**
 * In a mail's prose, a sentence about a thing that asks nothing ("Your membership fee is ten days overdue.", "The open
 * day runs on 5 December.") is no task beside the request on its line: it is told in the request's description, and
 * a due it names dates the request when it has no day. A wish that asks for the thing ("I'd also like the signed
 * minutes on my desk…") is a request of its own. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const HEAD =
  'From: Tara Quinn <tara@rowingclub.example>\nTo: Sam Field\nSubject: club matters\n\nHi Sam,\n\n';
const TAIL = '\n\nBest,\nTara';

const ROWS: Row[] = [
  {
    name: 'an overdue fee, then the request to pay: one task, told of the fee',
    text: `${HEAD}Your membership fee of €40 is ten days overdue. Please pay by 30 November to keep your place on the crew.${TAIL}`,
    want: [{ has: 'pay', due: '2026-11-30', description: 'membership fee' }],
  },
  {
    name: 'an event told before a call for helpers: the sign-up, with the event in its description',
    text: `${HEAD}The open day runs on 5 December. If you can help, sign up at the front desk by Friday.${TAIL}`,
    want: [{ has: 'sign up front desk', due: '2026-11-27', description: 'open day' }],
  },
  {
    name: 'a wish for a thing back stays a request of its own',
    text: `${HEAD}I'd also like the signed minutes on my desk before Thursday. Please book the boathouse for the AGM.${TAIL}`,
    want: [{ has: 'signed minutes', due: '2026-11-26' }, { has: 'book boathouse' }],
  },
];

describe('pasted mail: a sentence that tells of a thing beside a request, in prose', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
