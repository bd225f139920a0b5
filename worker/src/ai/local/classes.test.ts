/**
 * Table-driven tests of the failure classes of issue 12, one table per class, on dumps written for these
 * tests (not the eval data): what becomes a task, with which title words, date, tag and people.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const EMAIL: Row[] = [
  {
    name: 'quoted reply, attribution and signature are not tasks; the reply is',
    text: "Will do, I'll patch the gateway tonight.\n\nOn Mon, Nov 23, 2026, Ravi Shah <ravi@x.io> wrote:\n> Please also rebuild the cache.\n> Thanks, Ravi",
    want: [{ has: 'patch gateway', due: '2026-11-24', people: [] }],
  },
  {
    name: 'a vocative request names its person; "I\'ll … get back" is the writer\'s own',
    text: "Hi all,\nCould you, Wanda, collect the badges by Friday? I'll take the venue contract and get back to you by Monday.\n\nKind regards,\nOlu\nConfidential: if you are not the intended recipient, delete this email.",
    want: [
      { has: 'collect badges', due: '2026-11-27', people: ['Wanda'] },
      { has: 'venue contract', due: '2026-11-30', people: [] },
    ],
  },
  {
    name: 'a request with no named addressee involves the sender from the headers',
    text: 'From: Greta Lind <greta@lind.se>\nSubject: audit\n\nHi,\ncan you send me the calibration certificates for press 2 by Thursday?\nThanks\nGreta',
    want: [
      { has: 'calibration certificates', due: '2026-11-26', people: ['Greta'], tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: 'a chat speaker asks, "me:" answers for the user',
    text: "[09:12] Lars: can you bump the replica count on the search cluster?\n[09:13] me: sure, and I'll write the runbook after lunch",
    want: [
      { has: 'bump replica', people: ['Lars'], tag: 'Work-DevOps' },
      { has: 'runbook', due: '2026-11-24', people: [] },
    ],
  },
];

const LISTS: Row[] = [
  {
    name: 'open boxes are tasks, ticked ones are done',
    text: 'Before the move\n- [ ] cancel the broadband\n- [x] book the movers\n☐ defrost the freezer\n☑ pack the books',
    want: [{ has: 'cancel broadband' }, { has: 'defrost freezer' }],
  },
  {
    name: 'one sentence, three actions, one shared date',
    text: 'On Saturday mop the hall, hang the pictures and call grandpa.',
    want: [
      { has: 'mop hall', due: '2026-11-28' },
      { has: 'hang pictures', due: '2026-11-28' },
      { has: 'call grandpa', due: '2026-11-28', tag: 'Family' },
    ],
  },
  {
    name: 'a shopping heading makes its items one errand',
    text: 'Groceries for Sunday:\n- oat milk\n- lemons\n- rye bread',
    want: [{ has: 'buy oat lemons rye' }],
  },
];

const MEETINGS: Row[] = [
  {
    name: 'owners and dates of action items; discussion bullets are not tasks',
    text: 'Ops review\n- error budget burned 40% this month\n- pager load mostly from the batch cluster\nAction items:\n- Noor: add a queue depth alert by Thu\n- Felix — rewrite the batch retry policy\n- AI: Ilse to archive the old dashboards\n- me: send the notes to the team',
    want: [
      { has: 'queue depth alert', due: '2026-11-26', people: ['Noor'], tag: 'Work-DevOps' },
      { has: 'rewrite retry policy', people: ['Felix'] },
      { has: 'archive dashboards', people: ['Ilse'] },
      { has: 'send notes', people: [] },
    ],
  },
];

const DICTATION: Row[] = [
  {
    name: 'self-corrections keep the corrected value, fillers never reach a title',
    text: 'um so I have to email Joan sorry Jane about the invoice and uh like renew the parking permit on Wednesday no actually Thursday so yeah',
    want: [
      { has: 'email jane invoice', people: ['Jane'] },
      { has: 'renew parking permit', due: '2026-11-26' },
    ],
  },
];

const NOT_TASKS: Row[] = [
  {
    name: 'done, cancelled, feelings and wishes are not tasks',
    text: "Paid the plumber already. No need to chase the courier now. The dinner got cancelled. I'm so stressed about the audit. Would be nice to learn Italian someday. Don't need to buy candles anymore. Renew the parking permit though.",
    want: [{ has: 'parking permit' }],
  },
];

const DATES: Row[] = [
  {
    name: 'EOD, tonight, before 3pm tomorrow, the 15th, end of the month, in two weeks, vague phrases',
    text: 'Ship the fix by EOD. Call the garage tonight. Send the quote before 3pm tomorrow. Pay the gym on the 15th. File the claim by the end of the month. Book the eye test in two weeks. Plan the offsite before the holidays.',
    want: [
      { has: 'ship fix', due: '2026-11-24' },
      { has: 'call garage', due: '2026-11-24' },
      { has: 'send quote', due: '2026-11-25' },
      { has: 'pay gym', due: '2026-12-15' },
      { has: 'file claim', due: '2026-11-30' },
      { has: 'eye test', due: '2026-12-08' },
      { has: 'plan offsite', due: null },
    ],
  },
  {
    name: 'short and foreign weekday names, weekday with a calendar date',
    text: 'Swap the filters by Fri. Bring the forms on Wednesday 9 December. Llamar al banco el viernes.',
    want: [
      { has: 'swap filters', due: '2026-11-27' },
      { has: 'bring forms', due: '2026-12-09' },
      { has: 'llamar banco', due: '2026-11-27' },
    ],
  },
];

const TAG_MEANING: Row[] = [
  {
    name: 'custom tags chosen by the meaning of their names',
    text: 'Prune the apple trees and order seed potatoes. Tune the guitar before the gig. Book the vet for the puppy jabs.',
    extra: ['Garden', 'Band', 'Pets'],
    want: [
      { has: 'prune apple', tag: 'Garden' },
      { has: 'seed potatoes', tag: 'Garden' },
      { has: 'tune guitar', tag: 'Band' },
      { has: 'vet', tag: 'Pets' },
    ],
  },
  {
    name: 'Work vs Life on technical vocabulary',
    text: 'Purge the dead letter queue and resize the node pool on the cluster. Check the torque on the press 4 fixtures and log the scrap. Descale the kettle.',
    want: [
      { has: 'purge dead letter queue', tag: 'Work-DevOps' },
      { has: 'resize node pool', tag: 'Work-DevOps' },
      { has: 'torque', tag: 'Work-Manufacturing' },
      { has: 'log scrap', tag: 'Work-Manufacturing' },
      { has: 'descale kettle', tag: 'Life' },
    ],
  },
];

const PEOPLE: Row[] = [
  {
    name: 'only real names: not the team, weekdays, companies, cities',
    text: 'Tell the team about the freeze on Monday. Email Siemens about the order. Book flights to Lisbon. Ask Tomasz to check the invoices.',
    want: [
      { has: 'tell team', people: [] },
      { has: 'email siemens', people: [] },
      { has: 'flights lisbon', people: [] },
      { has: 'check invoices', people: ['Tomasz'] },
    ],
  },
];

/** Rules added in the second round: hesitations split run-on speech, tentative dated plans, nearest dates. */
const ROUND_TWO: Row[] = [
  {
    name: 'a hesitation between two thoughts splits them; "send X the Y" names X',
    text: 'so I was driving um first thing send Leila the signed lease and uh check the boiler pressure',
    want: [{ has: 'send leila lease', people: ['Leila'] }, { has: 'check boiler' }],
  },
  {
    name: '"@Name can you …" is a request to that person',
    text: '@Hugo can you restart the staging workers?',
    want: [{ has: 'restart staging workers', people: ['Hugo'] }],
  },
  {
    name: '"will do today", "see you Friday" and "wonder if" are not tasks',
    text: 'Great, see you Friday then. Wonder if I should learn Rust. Will do today.',
    want: [],
  },
  {
    name: 'a tentative plan with a time said is a task (the weekend, a span, gives no day); without one it stays an idea',
    text: 'Maybe repaint the fence this weekend. Maybe get a boat.',
    want: [{ has: 'repaint fence', due: null, description: 'this weekend' }],
  },
  {
    name: "an undated action takes the nearest earlier clause's date",
    text: 'Team dinner on Thursday; pottery class Saturday, bring the glaze samples',
    want: [{ has: 'bring glaze samples', due: '2026-11-28' }],
  },
  {
    name: 'list items under a dated label take its date; "after two weeks" is a date',
    text: 'Launch prep (ships Friday):\n- write the changelog\n- brief support after two weeks',
    want: [
      { has: 'write changelog', due: '2026-11-27' },
      { has: 'brief support', due: '2026-12-08' },
    ],
  },
  {
    name: 'a short verbless note with any date is a to-do; one with a verb is not',
    text: 'Passport photos in three days.\nThe school term starts on the 3rd.',
    want: [{ has: 'passport photos', due: '2026-11-27' }],
  },
  {
    name: 'foreign modals and a German verb at the end',
    text: 'Tengo que pagar la luz. Reifen beim Händler bestellen.',
    want: [{ has: 'pagar luz' }, { has: 'reifen bestellen' }],
  },
  {
    name: 'verbs the lexicon reads as numbers or adjectives, before an object',
    text: 'Empty the dehumidifier, open a ticket with the ISP and zero the scale.',
    want: [{ has: 'empty dehumidifier' }, { has: 'open ticket' }, { has: 'zero scale' }],
  },
];

describe.each([
  ['pasted email and chat', EMAIL],
  ['checklists and lists', LISTS],
  ['meeting notes', MEETINGS],
  ['dictation', DICTATION],
  ['not tasks', NOT_TASKS],
  ['dates', DATES],
  ['tags from meaning', TAG_MEANING],
  ['people', PEOPLE],
  ['second round', ROUND_TWO],
])('%s', (_name, rows) => {
  it.each(rows)('$name', (row) => check(row));
});
