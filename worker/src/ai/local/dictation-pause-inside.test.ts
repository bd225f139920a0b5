/**
 * Dictation (issue 12): a hesitation said right after a word that cannot end a thought — "to" after "remind me", a
 * determiner, a preposition — is a pause inside one clause, not a break between two: what follows it is the rest of
 * the same task. A hesitation between two whole thoughts still splits them. Dumps written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"remind me to um …" reminds of what follows the pause, no task of its own',
    text: 'remind me to um renew the library books and uh call the plumber',
    want: [
      { has: 'renew library books', title: 'Renew the library books' },
      { has: 'call plumber', title: 'Call the plumber' },
    ],
  },
  {
    name: 'a pause after "to" before the person keeps the person in the title',
    text: 'send the signed lease to uh Rangi and uh water the ferns',
    want: [
      { has: 'send signed lease rangi', title: 'Send the signed lease to Rangi' },
      { has: 'water ferns', title: 'Water the ferns' },
    ],
  },
  {
    name: 'a pause after "with" keeps who it is booked with',
    text: 'book the tyre fitting with um Kwik Fit and then uh call the bank',
    want: [
      { has: 'book tyre fitting kwik fit', title: 'Book the tyre fitting with Kwik Fit' },
      { has: 'call bank', title: 'Call the bank' },
    ],
  },
  {
    name: 'a pause after "by" leaves the day with its task',
    text: 'pay the nursery invoice by, uh, Friday and uh text Sione about the ute',
    want: [
      { has: 'pay nursery invoice', due: '2026-11-27' },
      { has: 'text sione ute', people: ['Sione'] },
    ],
  },
  {
    name: 'a hesitation between two whole thoughts still splits them',
    text: 'I need to uh clean the gutters um buy bin bags',
    want: [
      { has: 'clean gutters', title: 'Clean the gutters' },
      { has: 'buy bin bags', title: 'Buy bin bags' },
    ],
  },
];

describe('dictation: a pause inside a clause', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
