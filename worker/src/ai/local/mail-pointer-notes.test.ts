/**
 * A note above a pasted mail that only points at it — "pls sort" with nothing after it, "add my stuff pls", "my bits??",
 * "preciso resolver isso" — is no task; what the mail asks is. A note that says what to sort is still a task. Messages
 * written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const MAIL =
  '---------- Forwarded message ---------\nFrom: Ola Berg <ola@fjordbikes.no>\nSubject: Spare parts\nTo: Sam Holt\n\nHi Sam,\n\nCould you send me the invoice for the brake pads by Friday?\n\nThanks,\nOla';
const SENT =
  'To: Ola Berg\nSubject: Spare parts\n\nHi Ola,\n\nCould you send me the invoice for the brake pads by Friday? I will order the spare chain tomorrow.\n\nThanks,\nSam';

const ROWS: Row[] = [
  {
    name: '"fwd from Ola, pls sort" is only a pointer',
    text: `fwd from Ola, pls sort\n\n${MAIL}`,
    want: [{ has: 'invoice brake pads', due: '2026-11-27', people: ['Ola'] }],
  },
  {
    name: 'over the user\'s own mail, "sent this just now, add my stuff pls" is only a pointer',
    text: `sent this just now, add my stuff pls\n\n${SENT}`,
    want: [
      { has: 'invoice brake pads', people: ['Ola'] },
      { has: 'order spare chain', due: '2026-11-25' },
    ],
  },
  {
    name: 'Portuguese "preciso resolver isso" is only a pointer',
    text: `preciso resolver isso, a Ola já mandou duas vezes\n\n${MAIL}`,
    want: [{ has: 'invoice brake pads', people: ['Ola'] }],
  },
  {
    name: 'a note that names what to sort is a task of its own',
    text: `pls sort the warranty claim for the blue frame\n\n${MAIL}`,
    want: [{ has: 'warranty claim' }, { has: 'invoice brake pads', people: ['Ola'] }],
  },
];

describe('pasted mail: a note above it that only points at it', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
