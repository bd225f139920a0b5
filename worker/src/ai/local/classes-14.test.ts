/**
 * Round fourteen of the issue-12 failure classes: chats (who "@me" is, the user's one-word answers, requests put as
 * "r u free to…" or "need X done"), other people's promises and plans, things done, cancelled, hoped or worried
 * about, and names read as months. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const CHATS: Row[] = [
  {
    name: '"@me" in a chat is the user, never a person',
    text: '[9:10 AM] Kylie: morning all\n[9:12 AM] Kylie: @me also the BAS is due 28th\n[9:20 AM] Me: sure',
    want: [{ has: 'bas', due: '2026-11-28', people: [] }],
  },
  {
    name: 'the user\'s "ya after lunch" is no task: the question it answers is, dated by the answer',
    text: '[24/11/2026, 08:01] Tom: r u free to review my PR?\n[24/11/2026, 08:03] Me: ya after lunch\n[24/11/2026, 08:05] Tom: legend',
    want: [{ has: 'review', title: "Review Tom's PR", due: '2026-11-24', people: ['Tom'] }],
  },
  {
    name: "an answer on a speaker line of its own, then the user's own plan",
    text: "Tom  8:01 AM\ncould you have a look at my PR?\nme  8:03 AM\nyeah sure, tmrw\nok and I'll book the room for friday",
    want: [
      { has: 'look', title: "Have a look at Tom's PR", due: '2026-11-25', people: ['Tom'] },
      { has: 'book room', due: '2026-11-27', people: [] },
    ],
  },
  {
    name: '"any chance you could…" and "have you got time to…" are requests',
    text: 'any chance you could fix the gate this week?\nhave you got time to look at the boiler on Thursday?',
    want: [
      { has: 'fix gate', due: null },
      { has: 'look boiler', due: '2026-11-26' },
    ],
  },
  {
    name: 'a speaker needing a thing done asks the reader',
    text: '[9:14 AM] Dan: need the roster done by thurs pls\n[9:15 AM] Me: on it',
    want: [{ has: 'roster', title: 'Get the roster done', due: '2026-11-26', people: ['Dan'] }],
  },
  {
    name: 'another speaker\'s promise ("leave X to me", "happy to…") is theirs',
    text: '[18:01] Jess: I can bring the cake\n[18:03] Tom: leave the balloons to me\n[18:04] Ana: happy to do the airport run\n[18:05] Me: legends. can someone grab ice?',
    want: [{ has: 'grab ice', people: [] }],
  },
  {
    name: "a received mail's \"leave it with me, I'll chase it\" is the writer's",
    text: "Hi Sam,\n\nLeave the invoice with me, I'll chase it. Could you send the signed lease by Friday?\n\nThanks,\nDana",
    want: [{ has: 'send lease', due: '2026-11-27', people: ['Dana'] }],
  },
];

const OTHER_PEOPLES_PLANS: Row[] = [
  {
    name: "someone using a thing of the user's is news, not a task",
    text: 'Sam needs the car tonight\nmy brother needs the spare room this weekend\nDad needs new glasses\nMia needs new shoes',
    want: [
      { has: 'glasses', title: 'Get Dad new glasses' },
      { has: 'shoes', title: 'Get Mia new shoes', people: ['Mia'] },
    ],
  },
  {
    name: '"do it Monday" after a remark dates the task before the remark',
    text: 'Call the bank. It is closed on Sunday. Do it Monday.',
    want: [{ has: 'call bank', title: 'Call the bank', due: '2026-11-30' }],
  },
];

const NOT_TASKS: Row[] = [
  {
    name: 'hopes and crossed fingers are no tasks',
    text: "hope the weather holds for Saturday\nfingers crossed the offer goes through by Friday\nI really hope it doesn't rain on sat\nrenew the car tax by friday",
    want: [{ has: 'renew car tax', due: '2026-11-27' }],
  },
  {
    name: 'a thing not got round to is still to do, the gerund as its verb',
    text: "didn't manage to call the bank, will try Monday\nnever got round to booking the MOT\nhaven't got around to emailing Priya about the lease",
    want: [
      { has: 'call bank', title: 'Call the bank', due: '2026-11-30' },
      { has: 'book mot', title: 'Book the MOT' },
      { has: 'email priya', title: 'Email Priya about the lease', people: ['Priya'] },
    ],
  },
];

const NAMES: Row[] = [
  {
    name: 'Jun and Jan asked or reminded are people, not months',
    text: 'Remind Jun to send the slides\nask Jan to sign the form\nrenew the passport by 5 Jun',
    want: [
      { has: 'remind jun', people: ['Jun'] },
      { has: 'ask jan', people: ['Jan'] },
      { has: 'renew passport', due: '2027-06-05', people: [] },
    ],
  },
  {
    name: 'a Spanish or Italian infinitive with its pronoun attached is a task',
    text: 'enviarle el contrato a Lucía\npreguntarle a Jorge por las llaves\nchiamarlo domani',
    want: [
      { has: 'enviarle', people: ['Lucía'] },
      { has: 'preguntarle', people: ['Jorge'] },
      { has: 'chiamarlo', due: '2026-11-25' },
    ],
  },
];

const PASTED_MAIL: Row[] = [
  {
    name: 'a pointer above an Outlook header block is no task; "her" is the one the mail named before, not whom it asks',
    text: 'FYI see below - can you deal with this pls\n\nFrom: Priya Nair\nSent: 24 November 2026 09:15\nTo: Sam Okoro\nSubject: Onboarding\n\nHi Sam,\n\nFemke starts Monday. Please can you set up her laptop? Could you sort her parking permit with Facilities by Friday?\n\nKind regards,\nPriya Nair',
    want: [
      { has: 'set up laptop', title: "Set up Femke's laptop", people: ['Sam', 'Femke'] },
      { has: 'parking permit facilities', due: '2026-11-27', people: ['Sam', 'Femke'] },
    ],
  },
  {
    name: 'a name after "Quick one -" is whom the request asks; bank recs are sent to who needs them',
    text: 'Hey both,\n\nQuick one - Lena, can you send the signed NDA back to Carlos by tomorrow? Also Marcus needs the bank recs for October before the 1st.\n\nCheers,\nAisha',
    want: [
      { has: 'send nda carlos', due: '2026-11-25', people: ['Lena', 'Carlos'] },
      { has: 'marcus bank recs', due: '2026-12-01', people: ['Marcus'] },
    ],
  },
  {
    name: 'when someone starts, flies out or comes back is news',
    text: 'Femke starts Monday\nRaj flies out friday\nMum comes back on the 3rd\nCall parents tomorrow',
    want: [{ has: 'call parents', due: '2026-11-25' }],
  },
];

const CHAT_ANSWERS: Row[] = [
  {
    name: '"did u ring the dentist?" after a speaker, answered "not yet", is the task "do it tomorrow" dates; "already got one" takes the card back',
    text: "Mum: did u ring the dentist?\nMe: not yet\nMum: do it tomorrow pls, they close at 4\nMe: ok\nMum: also grandad's birthday sunday, can u get a card\nMe: already got one 🙂",
    want: [{ has: 'ring dentist', title: 'Ring the dentist', due: '2026-11-25' }],
  },
  {
    name: '"are we still on for…?" asks nothing to check; "can someone else…" is a request',
    text: 'Sarah: Are we still on for dinner Saturday?\nMe: yes!\n[19:12] Raj: can someone else do plates?',
    want: [{ has: 'do plates', title: 'Do plates' }],
  },
];

const STATUS_LINES: Row[] = [
  {
    name: 'a stand-up\'s done items and "no action for now" are no tasks; "Blocked: need X from Raj" is getting it from him',
    text: 'Standup notes\n- Deploy of v2.3 done, no issues\n- Load test postponed, waiting on infra\n- Blocked: need prod DB creds from Raj\n- No action on the alerting noise for now',
    want: [{ has: 'get prod db creds raj', title: 'Get prod DB creds from Raj', people: ['Raj'] }],
  },
  {
    name: 'needing or waiting on a thing from someone is getting it from them',
    text: 'need the report from Tom by Friday\nstill waiting on the quote from Dave',
    want: [
      { has: 'get report tom', title: 'Get the report from Tom', due: '2026-11-27', people: ['Tom'] },
      { has: 'get quote dave', people: ['Dave'] },
    ],
  },
  {
    name: '"don\'t bother with…" and a "why do I always…" sigh are no tasks; "remind myself to…" is one',
    text: "- don't bother with the flowers, mum's doing them\n- why do I always leave things to the last minute\n- remind myself to renew the TV licence by Friday",
    want: [{ has: 'renew tv licence', title: 'Renew the TV licence', due: '2026-11-27' }],
  },
];

const CHAT_EXPORTS: Row[] = [
  {
    name: 'a WhatsApp "Thank u!!" is no task; "don\'t forget Gran\'s prescription" is one',
    text: "24/11/2026, 08:05 - Nadia: Thank u!!\n24/11/2026, 08:30 - Nadia: and we need to pay the school trip by Friday\nMum: Don't forget Gran's prescription\nMum: She's run out",
    want: [{ has: 'pay school trip', due: '2026-11-27' }, { has: "gran's prescription" }],
  },
  {
    name: 'the user taking on a request put to the chat ("I\'ll do the forecast tab") is that request, not a second task',
    text: "[Tue 10:06] Priya Shah: and someone needs to update the forecast tab\n[Tue 10:07] Me: I'll do the forecast tab",
    want: [{ has: 'update forecast tab', title: 'Update the forecast tab' }],
  },
];

describe('issue 12 classes, round fourteen', () => {
  for (const [group, rows] of Object.entries({
    CHATS,
    OTHER_PEOPLES_PLANS,
    NOT_TASKS,
    NAMES,
    PASTED_MAIL,
    CHAT_ANSWERS,
    STATUS_LINES,
    CHAT_EXPORTS,
  }))
    describe(group, () => {
      for (const row of rows) it(row.name, () => check(row));
    });
});
