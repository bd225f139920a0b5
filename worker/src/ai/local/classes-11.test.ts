/**
 * Round thirteen of the issue-12 failure classes: people where only the shape says so. First names the lexicon knows
 * only as nouns ("Hi Maya,", "Leo: send the deck", "Thanks, Robin"), lowercase names in a meeting's frame ("catch up
 * with raj and priya"), kin as chat speakers ("Mum: can you…", "Dad: I'll…"), people of mixed-language lines ("Priya ko
 * call karna hai", "pedirle a Lucas", "Max fragen"), questions about who comes ("Will Tom join us?"), and the
 * forwarder's note over a forward. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const NOUN_NAMES: Row[] = [
  {
    name: 'a received message greeting a name the lexicon knows as a noun: the request is the user’s, with its writer',
    text: 'Hi Maya,\n\nCould you send me the venue contract by Friday? I’ll sort the catering myself.\n\nThanks,\nOwen',
    want: [{ has: 'send owen venue contract', due: '2026-11-27', people: ['Owen'] }],
  },
  {
    name: 'a writer signing with such a name is on the request that goes back to them',
    text: 'Hi Dana,\n\nCan you send me the floor plan for the offsite by Thursday?\n\nThanks,\nRobin',
    want: [{ has: 'send robin floor plan', due: '2026-11-26', people: ['Robin'] }],
  },
  {
    name: 'meeting action lines led by such names',
    text: 'Action items:\n- Leo: send the deck to the client by Friday\n- Hazel: update the budget sheet\n- me: book the flights',
    want: [
      { has: 'send deck', due: '2026-11-27', people: ['Leo'] },
      { has: 'update budget', people: ['Hazel'] },
      { has: 'book flights', people: [] },
    ],
  },
  {
    name: 'a chat line without a time stamp: the speaker asks the user',
    text: 'Max: can you check the supplier invoice before Monday?\nme: sure, will do',
    want: [{ has: 'check invoice', due: '2026-11-30', people: ['Max'] }],
  },
  {
    name: 'addressed by such a name, then an imperative',
    text: 'Poppy, book the minibus for the away game on Saturday.',
    want: [{ has: 'book minibus', due: '2026-11-28', people: ['Poppy'] }],
  },
  {
    name: '"Maya and I need to…" is Maya’s too',
    text: 'Maya and I need to finish the grant report by Friday.',
    want: [{ has: 'finish grant report', due: '2026-11-27', people: ['Maya'] }],
  },
];

const KIN_SPEAKERS: Row[] = [
  {
    name: 'a family chat: kin ask the user (nobody named), a kin speaker’s promise is not the user’s, a name addressed is',
    text: 'Mum: can you bring the salad on Sunday?\nme: yes will do\nDad: I’ll sort the drinks\nMum: and Leo can you pick up Nana at 12?',
    want: [
      { has: 'bring salad', due: '2026-11-29', people: [] },
      { has: 'pick up nana', people: ['Leo'] },
    ],
  },
  {
    name: 'a WhatsApp export with kin of another language as speakers',
    text: '[21/11, 18:02] Ammi: can you get dahi and mint on the way home?\n[21/11, 18:05] Abbu: I’ll pick up the sweets from Haji’s\n[21/11, 18:06] me: ok',
    want: [{ has: 'dahi', people: [] }],
  },
];

const ADDRESSED: Row[] = [
  {
    name: '"Dear Mr Patel," in a message the user sent: the request is Patel’s, not "Mr"’s',
    text: 'sent this to the landlord:\n\nDear Mr Patel,\n\nCould you get the boiler serviced before the 10th?\n\nThanks,\nRuth',
    want: [{ has: 'boiler serviced', due: '2026-12-10', people: ['Patel'] }],
  },
  {
    name: '"Dear Dr. Okafor," unsigned: the request is Okafor’s',
    text: 'Dear Dr. Okafor,\n\nCould you send the referral letter to the clinic this week?\n\nMany thanks',
    want: [{ has: 'referral letter', people: ['Okafor'] }],
  },
  {
    name: 'after a colon, "Leo — please chase…" is put to Leo',
    text: 'Notes from standup: Leo — please chase the vendor about the missing parts.',
    want: [{ has: 'chase vendor', people: ['Leo'] }],
  },
];

const CLOSING_NAME: Row[] = [
  {
    name: 'a question closed by a name after a comma is put to that person',
    text: 'Can you send the slides for the board pack by Thursday, Priya?',
    want: [
      {
        has: 'send slides',
        title: 'Send the slides for the board pack',
        due: '2026-11-26',
        people: ['Priya'],
      },
    ],
  },
  {
    name: 'in a family chat, "can you sort the balloons Sophie?" is Sophie’s',
    text: '[18:02] Mum: can you sort the balloons Sophie?\n[18:03] me: ok',
    want: [{ has: 'sort balloons', title: 'Sort the balloons', people: ['Sophie'] }],
  },
  {
    name: '"Thanks Tom, can you…": the thanks goes with the name',
    text: 'Thanks Tom, can you book the table for 8 on Saturday?',
    want: [{ has: 'book table', due: '2026-11-28', people: ['Tom'] }],
  },
];

const YOU_SPEAKER: Row[] = [
  {
    name: 'a chat export’s "You:" is the user, so another speaker’s "also I’ll…" is theirs, not the user’s',
    text: '[09:14] Priya: can you send me the slides before standup?\n[09:15] You: sure\n[09:20] Priya: also I’ll book the room',
    want: [{ has: 'send priya slides', people: ['Priya'] }],
  },
  {
    name: 'a speaker line "You, 10:05 AM" is the user’s, so the other speaker’s promise is theirs',
    text: 'Ruby Chen, 10:02 AM\nhey can you review my PR before lunch? I’ll update the tests meanwhile\nYou, 10:05 AM\nyep, will do',
    want: [{ has: 'review pr', due: '2026-11-24', people: ['Ruby Chen'] }],
  },
];

const LOWERCASE: Row[] = [
  {
    name: '"catch up with raj and priya": names the lexicon does not know, in a meeting’s frame',
    text: 'catch up with raj and priya next week about the launch',
    want: [{ has: 'catch up launch', people: ['Raj', 'Priya'] }],
  },
  {
    name: '"sync with kofi": one such name',
    text: 'need to sync with kofi on the venue shortlist tomorrow',
    want: [{ has: 'sync venue', due: '2026-11-25', people: ['Kofi'] }],
  },
];

const MIXED: Row[] = [
  {
    name: 'Hinglish "Priya ko call karna hai": the name before "ko"',
    text: 'Priya ko call karna hai about the venue',
    want: [{ has: 'call priya', people: ['Priya'] }],
  },
  {
    name: 'Spanish "pedirle a Lucas": the personal "a" after a verb with its pronoun',
    text: 'pedirle a Lucas el contrato firmado antes del viernes',
    want: [{ has: 'lucas contrato', due: '2026-11-27', people: ['Lucas'] }],
  },
  {
    name: 'Spanish "llamar a Lucas mañana": a date word after the name',
    text: 'llamar a Lucas mañana por lo del coche',
    want: [{ has: 'llamar lucas', due: '2026-11-25', people: ['Lucas'] }],
  },
  {
    name: 'French "appeler Julien demain"',
    text: 'appeler Julien demain pour le devis',
    want: [{ has: 'appeler julien', due: '2026-11-25', people: ['Julien'] }],
  },
  {
    name: 'Italian "chiedere a Marco il preventivo"',
    text: 'chiedere a Marco il preventivo domani',
    want: [{ has: 'marco preventivo', due: '2026-11-25', people: ['Marco'] }],
  },
  {
    name: 'Hinglish "Sharma ji ko…": the honorific after the name',
    text: 'Sharma ji ko call karna hai about the lease',
    want: [{ has: 'call sharma', people: ['Sharma'] }],
  },
  {
    name: 'German "Jonas anrufen wegen…": the name before the infinitive',
    text: 'Jonas anrufen wegen dem Handwerker morgen',
    want: [{ has: 'jonas anrufen', due: '2026-11-25', people: ['Jonas'] }],
  },
];

const QUESTIONS: Row[] = [
  {
    name: 'whether someone comes is no task ("Could Sarah make it?", "Will Tom join us…?")',
    text: 'Could Sarah make it to the planning day? Will Tom join us for lunch on Friday? Book the restaurant for six.',
    want: [{ has: 'book restaurant', people: [] }],
  },
  {
    name: '"Can Leo make it on Friday?" is no task either',
    text: 'Can Leo make it on Friday? Order the cake from the bakery by Thursday.',
    want: [{ has: 'order cake', due: '2026-11-26' }],
  },
];

const FORWARDS: Row[] = [
  {
    name: 'the forwarder’s "can you deal with this?" points at the forward, which gives the task',
    text: 'FYI see below, can you deal with this?\n\n---------- Forwarded message ---------\nFrom: Karen Mills <karen@millsdesign.co>\nSubject: Invoice 2291\n\nHi Jo,\n\nPlease send the signed invoice by Friday.\n\nThanks,\nKaren',
    want: [{ has: 'send signed invoice', due: '2026-11-27', people: ['Karen'] }],
  },
];

/** Guards that already held on main and must keep holding: words after "with" that are no one. */
const SIGNATURES: Row[] = [
  {
    name: 'a message signed "-Sam" under a blank line: received, so its request is the user’s with Sam',
    text: 'Hi Priya,\n\nCan you send me the updated forecast by Thursday?\n\n-Sam',
    want: [{ has: 'send sam forecast', due: '2026-11-26', people: ['Sam'] }],
  },
  {
    name: '"Best,\nDr. Anika Rao": the writer is Anika, not "Dr"',
    text: 'Hi Jo,\n\nCould you review the draft contract before Monday?\n\nBest,\nDr. Anika Rao\nHead of Research',
    want: [{ has: 'review draft contract', due: '2026-11-30', people: ['Anika'] }],
  },
  {
    name: 'Teams puts the time before the speaker ("[10:42] Kevin Wu"): the speaker is on their request',
    text: '[10:42] Kevin Wu\nCan you restart the staging cluster? I’ll update the ticket\n[10:43] Me\nsure',
    want: [{ has: 'restart staging cluster', people: ['Kevin Wu'] }],
  },
];

const DICTATED: Row[] = [
  {
    name: 'dictated "text maya…": a lowercase first name the lexicon knows only as a noun',
    text: 'text maya that practice is moved to thursday',
    want: [{ has: 'text maya', due: null, people: ['Maya'] }],
  },
  {
    name: 'dictated "remind finn to…"',
    text: 'remind finn to bring his kit on saturday',
    want: [{ has: 'remind finn kit', due: '2026-11-28', people: ['Finn'] }],
  },
];

const REPLIES: Row[] = [
  {
    name: 'a chat reply doing the same thing to "them" takes on the request before it and dates it',
    text: '[24/11/2026, 19:03:40] Priya: Can someone bring the orange slices?\n[24/11/2026, 19:05:02] You: I’ll bring them on Saturday',
    want: [{ has: 'bring orange slices', due: '2026-11-28' }],
  },
];

const NOBODY: Row[] = [
  {
    name: '"with pesto" is no person',
    text: 'make pasta with pesto and olives tonight',
    want: [{ has: 'pasta', people: [] }],
  },
  {
    name: '"catch up with emails" is no person',
    text: 'catch up with emails and invoices on friday',
    want: [{ has: 'catch up', people: [] }],
  },
];

describe('names the lexicon knows as nouns, round thirteen', () => {
  for (const row of NOUN_NAMES) it(row.name, () => check(row));
});

describe('kin as chat speakers, round thirteen', () => {
  for (const row of KIN_SPEAKERS) it(row.name, () => check(row));
});

describe('requests put to someone by name, round thirteen', () => {
  for (const row of ADDRESSED) it(row.name, () => check(row));
});

describe('a name closing a request, round thirteen', () => {
  for (const row of CLOSING_NAME) it(row.name, () => check(row));
});

describe('the user as "You" in a chat, round thirteen', () => {
  for (const row of YOU_SPEAKER) it(row.name, () => check(row));
});

describe('lowercase names in a meeting’s frame, round thirteen', () => {
  for (const row of LOWERCASE) it(row.name, () => check(row));
});

describe('people of mixed-language lines, round thirteen', () => {
  for (const row of MIXED) it(row.name, () => check(row));
});

describe('questions about who comes, round thirteen', () => {
  for (const row of QUESTIONS) it(row.name, () => check(row));
});

describe('forwards, round thirteen', () => {
  for (const row of FORWARDS) it(row.name, () => check(row));
});

describe('signatures and speaker lines, round thirteen', () => {
  for (const row of SIGNATURES) it(row.name, () => check(row));
});

describe('dictated names the lexicon knows as nouns, round thirteen', () => {
  for (const row of DICTATED) it(row.name, () => check(row));
});

describe('replies that take on a request, round thirteen', () => {
  for (const row of REPLIES) it(row.name, () => check(row));
});

describe('still nobody, round thirteen', () => {
  for (const row of NOBODY) it(row.name, () => check(row));
});
