/**
 * An offer to be contacted if the reader needs it is a mail's closing, not a task: "just reply to this email if
 * anything is unclear", "call me if you have any questions"; so is a newsletter's call to all its readers for help ("reply
 * to this email if you can help"). A contact of someone else, a condition the writer asks about, or a date keeps the
 * task. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a closing after the request ("just reply … if anything is unclear") is no task',
    text: 'Dear all,\n\nPlease send us your signed delivery notes by Friday. Just reply to this email if anything is unclear.\n\nRegards,\nMarta Kowalczyk',
    want: [{ has: 'signed delivery notes', due: '2026-11-27' }],
  },
  {
    name: '"call me if you have any questions", "reach out if you get stuck" are closings',
    text: 'Hi Tom,\n\nCould you book the minibus for the away match? Call me if you have any questions. Feel free to reach out if you get stuck.\n\nCheers,\nDev',
    want: [{ has: 'book minibus' }],
  },
  {
    name: 'a contact of someone else, or one with a date, stays a task',
    text: "I'm off Thursday, ping Kasia if anything is urgent. Email me by Monday if you have any changes to the rota.",
    want: [{ has: 'ping kasia' }, { has: 'email', due: '2026-11-30' }],
  },
  {
    name: 'a newsletter\'s call to all readers for help ("reply … if you can help", "sign up … if you\'d like to volunteer", "If you can help, reply …") is no task; with a date, or "if you can come", it stays',
    text: [
      'Dear Year 2 families,',
      '',
      'The library is still looking for someone to cover the book swap, reply to this email if you can help.',
      "We need drivers for the swimming gala. Sign up on the sheet in the office if you'd like to volunteer.",
      'If you can help, please email Mr Oduya.',
      'If you can lend a hand, please reply to this email by Thursday.',
      'Reply if you can come to the class assembly.',
      'Please pay the trip money by Friday.',
      '',
      'Best wishes,',
      'Ms Lindqvist',
    ].join('\n'),
    want: [
      { has: 'reply', due: '2026-11-26' },
      { has: 'reply class assembly' },
      { has: 'pay trip money', due: '2026-11-27' },
    ],
  },
  {
    name: 'a sender pointing all its customers to its own site ("Visit our portal to test your …", "use our online form to claim your …") is no task; with a date, or "our" thing for the user\'s own job, it stays',
    text: [
      'Dear customer,',
      '',
      'From 1 February the old card terminals stop working. Visit our merchant portal to order your replacement.',
      'Please use our online form to claim your refund.',
      'Log in to our app to confirm your address by Friday.',
      '',
      'Kind regards,',
      'Paylane Support',
      '',
      'my notes: visit our Leeds depot to count the returns',
    ].join('\n'),
    want: [{ has: 'confirm address', due: '2026-11-27' }, { has: 'leeds depot count returns' }],
  },
];

describe('pasted mail: an offer to be contacted is a closing', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
