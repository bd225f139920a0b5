/**
 * Round ten of the issue-12 failure classes: who a request names when it is said about someone ("Joaquim from
 * Payroll wants…"), lowercase names in dictation ("text imogen…"), firms that look like two surnames, sentence
 * adverbs that are never people, "Femi and I need to…", a bare "draft by Monday" after a task, and who a pasted
 * message's requests are for. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const SAID_ABOUT: Row[] = [
  {
    name: '"Name from Dept wants X by Thursday" is a task with that person',
    text: 'Joaquim from Payroll wants the overtime sheets by Thursday.',
    want: [{ has: 'overtime sheets', due: '2026-11-26', people: ['Joaquim'] }],
  },
  {
    name: 'a name that is also a word, in the same place ("Mark from legal needs…")',
    text: 'Mark from legal needs the signed NDA back by Monday.',
    want: [{ has: 'signed nda', due: '2026-11-30', people: ['Mark'] }],
  },
  {
    name: '"Name at the council asked for X"',
    text: 'Sunita at the council asked for the revised drainage drawings.',
    want: [{ has: 'drainage drawings', people: ['Sunita'] }],
  },
];

const LOWERCASE_NAMES: Row[] = [
  {
    name: 'a lowercase first name after a verb that takes a person ("text hannah")',
    text: 'text hannah that the trailer is hitched',
    want: [{ has: 'trailer hitched', people: ['Hannah'] }],
  },
  {
    name: 'a lowercase name the lexicon does not know, after "ask"',
    text: 'ask anjali about the caterer deposit',
    want: [{ has: 'caterer deposit', people: ['Anjali'] }],
  },
  {
    name: 'a family word or a role after the verb is nobody',
    text: 'ring mum about sunday lunch and email support about the refund',
    want: [
      { has: 'mum sunday lunch', people: [] },
      { has: 'support refund', people: [] },
    ],
  },
];

const FIRMS: Row[] = [
  {
    name: 'a firm of two surnames is nobody ("Grant Thornton")',
    text: 'Send the audit pack to Grant Thornton by Friday.',
    want: [{ has: 'audit pack', due: '2026-11-27', people: [] }],
  },
  {
    name: 'a firm with a Mc- name is nobody ("Baker McKenzie")',
    text: 'Forward the draft lease to Baker McKenzie for review.',
    want: [{ has: 'draft lease', people: [] }],
  },
  {
    name: 'a contact at such a firm stays on the task',
    text: 'Ask Nadia at Grant Thornton for the audit timetable.',
    want: [{ has: 'audit timetable', people: ['Nadia'] }],
  },
  {
    name: 'a Mc- surname of a person reads whole ("Fiona McAllister")',
    text: 'Email Fiona McAllister the signed consent forms.',
    want: [{ has: 'consent forms', people: ['Fiona McAllister'] }],
  },
];

const ADVERBS: Row[] = [
  {
    name: 'a sentence adverb before "should" is nobody ("Probably should…")',
    text: 'Probably should renew the car insurance before it lapses.',
    want: [{ has: 'car insurance', people: [] }],
  },
  {
    name: '"Honestly need to…" is the user’s own',
    text: 'Honestly need to clear out the loft this weekend.',
    want: [{ has: 'clear loft', people: [] }],
  },
];

const WITH_THE_USER: Row[] = [
  {
    name: '"Name and I need to…" is a task with that person',
    text: 'Femi and I need to finish the board pack by Wednesday.',
    want: [{ has: 'board pack', due: '2026-11-25', people: ['Femi'] }],
  },
  {
    name: '"Me and Name have to…" too',
    text: 'Me and Kasia have to build the stand for the trade fair.',
    want: [{ has: 'stand trade fair', people: ['Kasia'] }],
  },
];

const TACKED_ON: Row[] = [
  {
    name: '", draft by Monday" after a task dates it, not a task "Draft"',
    text: 'Write up the safeguarding policy changes, draft by Monday.',
    want: [{ has: 'safeguarding policy', due: '2026-11-30' }],
  },
  {
    name: '"— draft by Friday" or "(review by Wed)" after a list item dates it, not a task of its own',
    text: 'This week:\n- write the grant summary for the trust — draft by Friday\n- plan the volunteer rota (review by Wed)\n- book the minibus',
    want: [
      { has: 'grant summary', due: '2026-11-27' },
      { has: 'volunteer rota', due: '2026-11-25' },
      { has: 'book minibus' },
    ],
  },
  {
    name: '"I meant to X yesterday, do it tonight" is X, tonight',
    text: 'I meant to ring the landlord yesterday, do it tonight.',
    want: [{ title: 'Ring the landlord', has: 'ring landlord', due: '2026-11-24' }],
  },
];

const PRONOUNS_AND_OBJECTS: Row[] = [
  {
    name: 'a name stated about at the sentence start is who a later "her" is ("Rosa is away, leave her the key")',
    text: 'Get Callum to book the van. Rosa is away this weekend, leave her the spare key by Friday.',
    want: [
      { has: 'book van', people: ['Callum'] },
      { has: 'spare key', due: '2026-11-27', people: ['Rosa'] },
    ],
  },
  {
    name: '"Name will do X, I need to send her Y": her is that person; the user\'s step on her is the task, her plan what it is about',
    text: 'Ingrid will run the UAT sign-off, I need to send her the test scripts today.',
    want: [{ has: 'test scripts', due: '2026-11-24', people: ['Ingrid'], description: 'UAT sign-off' }],
  },
  {
    name: 'dictated "he\'s out Thursday" says where someone is, not who the task is with',
    text: "Ask Tobias about the rota. Call the insurance assessor about the claim he's out Thursday",
    want: [
      { has: 'tobias rota', people: ['Tobias'] },
      { has: 'insurance assessor', people: [] },
    ],
  },
  {
    name: 'a child after "drop/take/sign … up" is on the task; a verb opening the clause is no subject',
    text: 'Drop Kofi at football on Saturday. Sign Amara up for swimming. Take Grandma to the market.',
    want: [
      { has: 'kofi football', due: '2026-11-28', people: ['Kofi'] },
      { has: 'amara swimming', people: ['Amara'] },
      { has: 'grandma market', people: [] },
    ],
  },
];

const MESSAGES: Row[] = [
  {
    name: 'a message to the user: "could you send me X" is a task with its sender',
    text: 'From: Rahim Chowdhury\nTo: Lena Vogt\nSubject: site survey\n\nHi Lena,\n\nCould you send me the site survey photos by Thursday?\n\nThanks,\nRahim',
    want: [{ has: 'site survey photos', due: '2026-11-26', people: ['Rahim'] }],
  },
  {
    name: 'a request to a third named person in that message is theirs',
    text: 'From: Rahim Chowdhury\nTo: Lena Vogt\nSubject: site survey\n\nHi Lena,\n\nTomasz, please double-check the boundary measurements.\n\nThanks,\nRahim',
    want: [{ has: 'boundary measurements', people: ['Tomasz'] }],
  },
  {
    name: 'a reply to the user: what the user promised in the quoted message is their task',
    text: "From: Rahim Chowdhury\nTo: Lena Vogt\nSubject: DNS\n\nHi Lena,\n\nGreat, thanks. Could you send me the invoice once that is done?\n\nRahim\n\nOn Mon, 23 Nov 2026, Lena Vogt <lena@vogt.dev> wrote:\n> Hi Rahim,\n> Thanks! I'll move the DNS records to the new host by Friday. Could you confirm the go-live date?\n> Lena",
    want: [
      { has: 'invoice', people: ['Rahim'] },
      { has: 'dns records', due: '2026-11-27', people: [] },
    ],
  },
  {
    name: 'the user chasing their own message: their quoted promise stays, the quoted request does not',
    text: "Hi Dana,\n\nChasing this one: could you confirm the go-live date?\n\nCheers,\nSam\n\nOn Mon, 23 Nov 2026, Sam Ortiz wrote:\n> Hi Dana,\n> I'll move the DNS records by Friday.\n> Could you send the new host's IP range?\n> Sam",
    want: [
      { has: 'go-live date', people: ['Dana'] },
      { has: 'dns records', due: '2026-11-27', people: [] },
    ],
  },
  {
    name: 'the other side’s quoted promise is not the user’s task',
    text: "Hi Dana,\n\nThanks, could you confirm the go-live date?\n\nCheers,\nSam\n\nOn Mon, 23 Nov 2026, Dana Okoye wrote:\n> Hi Sam,\n> I'll move the DNS records by Friday.\n> Dana",
    want: [{ has: 'go-live date', people: ['Dana'] }],
  },
];

describe('requests said about someone, round ten', () => {
  it.each(SAID_ABOUT)('$name', (row) => check(row));
});

describe('lowercase names in dictation, round ten', () => {
  it.each(LOWERCASE_NAMES)('$name', (row) => check(row));
});

describe('firms that look like people, round ten', () => {
  it.each(FIRMS)('$name', (row) => check(row));
});

describe('sentence adverbs, round ten', () => {
  it.each(ADVERBS)('$name', (row) => check(row));
});

describe('the user and a named co-worker, round ten', () => {
  it.each(WITH_THE_USER)('$name', (row) => check(row));
});

describe('clauses tacked onto a task, round ten', () => {
  it.each(TACKED_ON)('$name', (row) => check(row));
});

describe('pronouns and the people a verb takes, round ten', () => {
  it.each(PRONOUNS_AND_OBJECTS)('$name', (row) => check(row));
});

describe('who a pasted message asks, round ten', () => {
  it.each(MESSAGES)('$name', (row) => check(row));
});
