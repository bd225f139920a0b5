/**
 * What "it" or "them" stands for in a mail's request when the thing was named as what a sentence is about, with no
 * "the" before it (issue 12, pasted email). Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { MAIL_PRONOUN, mailAntecedent } from './mail-antecedents.js';

describe('mailAntecedent: the subject of the clause or sentence before', () => {
  const rows: {
    said: string;
    before: string | null;
    pronoun: 'it' | 'them';
    thing: string | null;
  }[] = [
    // In the request's own sentence.
    {
      said: 'Statement #772 lists the wrong address, so - could you correct ',
      before: null,
      pronoun: 'it',
      thing: 'Statement #772',
    },
    // The sentence before, when the request opens its own.
    {
      said: '',
      before: 'Consent slips for the museum visit are due back on Monday.',
      pronoun: 'them',
      thing: 'Consent slips for the museum visit',
    },
    // "That's …" points back at the sentence before.
    {
      said: "That's with your bank, not us — ",
      before: 'Also, the standing order for unit 5 has lapsed.',
      pronoun: 'it',
      thing: 'the standing order for unit 5',
    },
    // "Some of the …" is more than one.
    {
      said: '',
      before: 'About order 3310 - 4 of the 12 lamps came cracked.',
      pronoun: 'them',
      thing: '4 of the 12 lamps',
    },
    // A thing of the wrong number is not what "them" stands for.
    { said: '', before: 'The boiler needs a part.', pronoun: 'them', thing: null },
    // A person, a modal or a pronoun is no thing.
    { said: '', before: 'Priya is off until Monday.', pronoun: 'it', thing: null },
    { said: '', before: 'Also, our surveyor will need the floor plan.', pronoun: 'it', thing: null },
    { said: '', before: 'It is overdue.', pronoun: 'it', thing: null },
    // A sentence of its own with a thing in it does not look back.
    {
      said: 'Thanks for sorting the van, ',
      before: 'The parking permit has expired.',
      pronoun: 'it',
      thing: null,
    },
  ];
  it.each(rows)('$said / $before → $thing', ({ said, before, pronoun, thing }) => {
    expect(mailAntecedent(said, before, pronoun)?.thing ?? null).toBe(thing);
  });
});

describe('MAIL_PRONOUN: a request acting on "it" or "them"', () => {
  const rows: { phrase: string; found: boolean }[] = [
    { phrase: 're-send it by Friday', found: true },
    { phrase: 'stamp and post them', found: true },
    { phrase: 'refund those or replace them', found: true },
    { phrase: 'check its label', found: false },
    { phrase: 'bring those boxes', found: false },
  ];
  it.each(rows)('$phrase → $found', ({ phrase, found }) => {
    expect(MAIL_PRONOUN.test(phrase)).toBe(found);
  });
});

const ROWS: Row[] = [
  {
    name: 'a received mail: "Statement #772 … could you correct it?" re-sends the statement',
    text: 'From: Dana Frost <dana@frostlets.ie>\nTo: Me\nSubject: Statements\n\nHi Sam,\n\nStatement #772 lists the wrong address - could you re-send it?\n\nThanks,\nDana',
    want: [{ has: 'statement #772' }],
  },
  {
    name: 'the sentence before names the things, with their day: "Consent slips … are due back Monday. Please sign and return them."',
    text: 'From: Ms Okoro <okoro@hillside.sch.uk>\nTo: Year 3 Parents\nSubject: Museum visit\n\nDear parents,\n\nConsent slips for the museum visit went home in the bags today. Please sign and return them by Monday.\n\nKind regards,\nMs Okoro',
    want: [{ has: 'consent slips museum visit', due: '2026-11-30' }],
  },
  {
    name: '"That\'s with your bank — can you renew it?" after the sentence that named it',
    text: "From: Lisa Grant <lisa@grantlets.ie>\nTo: Sam\nSubject: Unit 5\n\nHi Sam,\n\nAlso, the standing order for unit 5 has lapsed. That's with your bank, not us — can you renew it?\n\nKind regards,\nLisa",
    want: [{ has: 'renew standing order unit 5' }],
  },
];

describe('a mail request takes the thing its "it" or "them" stands for', () => {
  it.each(ROWS)('$name', (row) => check(row));
});
