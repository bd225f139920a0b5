/**
 * A mail that asks the reader to answer it ("If you can help, please reply to this email by Monday") and the user's
 * note under it that answers its writer back ("email Pam back", "reply to her tonight") are one task: the note's, by
 * its day or else the mail's. A note that writes to someone about something else is its own task. Messages written for
 * these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const MAIL = (notes: string) =>
  `From: Pam Okoro\nTo: Parents of 2B\nSubject: bake sale helpers\n\nDear Parents,\n\nWe need two helpers for the bake sale stall on Saturday. If you can help, please reply to this email by Monday.\n\nKind regards,\nPam Okoro\n\nmy notes: ${notes}`;

const ROWS: Row[] = [
  {
    name: '"email Pam back" answers the mail',
    text: MAIL("I'll do the stall, email Pam back"),
    want: [{ has: 'do stall' }, { has: 'email pam back', due: '2026-11-30', people: ['Pam'] }],
  },
  {
    name: '"reply to her tonight" answers it by the note\'s day',
    text: MAIL("I'll help at the stall, reply to her tonight"),
    want: [{ has: 'help stall' }, { has: 'reply', due: '2026-11-24' }],
  },
  {
    name: 'writing to someone else about another thing stays its own',
    text: MAIL('email the plumber about the leak'),
    want: [{ has: 'reply to this email', due: '2026-11-30' }, { has: 'email plumber leak' }],
  },
];

describe('a note answering a mail back is the mail’s "reply to this email"', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
