/**
 * In the user's own message to one person, what they promise to send back without saying to whom ("I'll send the
 * signed contract tomorrow", "I'll sign and return the lease") goes to that person. Sent somewhere named ("to the
 * lab") or no sending at all, it names nobody. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const MAIL = (promise: string) =>
  `To: Dana Reyes\nSubject: next steps\n\nHi Dana,\n\nThanks for the call. ${promise}\n\nBest,\nLou`;

const ROWS: Row[] = [
  {
    name: '"I\'ll send the signed contract"',
    text: MAIL("I'll send the signed contract tomorrow."),
    want: [{ has: 'send signed contract', due: '2026-11-25', people: ['Dana'] }],
  },
  {
    name: '"I\'ll sign and return the lease"',
    text: MAIL("I'll sign and return the lease by Friday."),
    want: [{ has: 'sign return lease', due: '2026-11-27', people: ['Dana'] }],
  },
  {
    name: 'sent somewhere named',
    text: MAIL("I'll send the samples to the lab on Friday."),
    want: [{ has: 'send samples lab', due: '2026-11-27', people: [] }],
  },
  {
    name: 'no sending',
    text: MAIL("I'll book the meeting room for Thursday."),
    want: [{ has: 'book meeting room', due: '2026-11-26', people: [] }],
  },
];

describe('what the user sends back in their own message goes to whom it is to', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
