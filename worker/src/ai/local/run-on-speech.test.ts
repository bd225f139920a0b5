/**
 * Run-on speech and the dates said in it (issue 12, dictation and dates): a thing said before the plan about it, "what
 * else" between thoughts, a remark about a person after the task, a plan said with its own subject in a sentence that
 * runs on, corrections on the run, dates opening an action, Polish and Swahili lines, and checklist columns. Written for these tests,
 * Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a thing said before the plan is what its pronoun means: "the car I need to take it in for a service"',
    text: 'the car I need to take it in for a service next week\nmy passport I have to renew it',
    want: [
      { has: 'take car service', title: 'Take the car in for a service', due: '2026-12-04' },
      { has: 'renew passport', title: 'Renew my passport' },
    ],
  },
  {
    name: 'a thing said before a plan without a pronoun is what the plan is for; "about X I need to…" stays in the title',
    text: 'right what else oh yeah the presentation for the board I have to finish the slides by Monday\nabout the budget I need to email Raj',
    want: [
      { has: 'finish slides presentation board', due: '2026-11-30' },
      { has: 'email raj budget', title: 'Email Raj about the budget', people: ['Raj'] },
    ],
  },
  {
    name: '"the thing is I need to…", "the big thing is…" name no thing',
    text: 'the thing is I need to call the bank\nso like the big thing is I need to send the quote to Dana',
    want: [
      { has: 'call bank', title: 'Call the bank' },
      { has: 'send quote dana', title: 'Send the quote to Dana', people: ['Dana'] },
    ],
  },
  {
    name: 'a remark about a person after the task ("she\'s been asking") is no part of it; "tell Sam she\'s been approved" is',
    text: "ring my mum she's been asking\ntell Sam she's been approved",
    want: [
      { has: 'ring mum', title: 'Ring my mum', people: [] },
      { has: 'tell sam approved', people: ['Sam'] },
    ],
  },
  {
    name: "a plan said with its own subject does not take an earlier task's date; a day opening the sentence frames them all",
    text: "I told Jen I'd cover her shift on Saturday so that's happening and I really should ring my mum\ntomorrow I need to call the bank and I need to email Raj\ncall the dentist tomorrow and I also need to email Ola",
    want: [
      { has: 'cover jen shift', due: '2026-11-28', people: ['Jen'] },
      { has: 'ring mum', due: null },
      { has: 'call bank', due: '2026-11-25' },
      { has: 'email raj', due: '2026-11-25' },
      { has: 'call dentist', title: 'Call the dentist', due: '2026-11-25' },
      { has: 'email ola', title: 'Email Ola', due: null },
    ],
  },
  {
    name: 'what a report said is the thing, not who reported it: "the vet called Bella\'s jab is overdue so book that in"',
    text: "hey it's me reminder for later the vet called Bella's jab is overdue so book that in",
    want: [{ has: 'book bella jab', title: "Book in Bella's jab" }],
  },
  {
    name: 'a thing that "needs to go to" someone is sent; a child, a car or a pet is taken; "the kids need to go to bed" is no "Go the kids"',
    text: 'the quarterly report needs to go to Sandra by Thursday\nthe car has to go to Halfords on Monday\nthe old sofa needs to go to the tip\nthe kids need to go to bed early\nthe invoices need to go out by Friday',
    want: [
      {
        has: 'send quarterly report sandra',
        title: 'Send the quarterly report to Sandra',
        due: '2026-11-26',
        people: ['Sandra'],
      },
      { has: 'take car halfords', title: 'Take the car to Halfords', due: '2026-11-30' },
      { has: 'take sofa tip', title: 'Take the old sofa to the tip' },
      { has: 'send invoices', title: 'Send the invoices', due: '2026-11-27' },
    ],
  },
  {
    name: 'a fallback is no part of the title, "him" is nobody named after it, and "Chloe\'s birthday is…" starts a clause of its own',
    text: "um so the leak under the sink is back I'll call the landlord first thing tomorrow and if he doesn't answer email him and uh Chloe's birthday is on the 12th need to get her something and book the restaurant",
    want: [
      { has: 'call landlord', title: 'Call the landlord', due: '2026-11-25', people: [] },
      { has: 'get chloe something', due: '2026-12-12', people: ['Chloe'] },
      { has: 'book restaurant', due: '2026-12-12' },
    ],
  },
  {
    name: '"note for Monday morning first thing check…" is Monday\'s task; "sanity check" is one verb',
    text: "note for Monday morning first thing check the payroll went through then chase Ahmed for the timesheets he's always late\nI'll do the numbers tonight and get Becky to sanity check them",
    timeZone: 'Europe/London',
    want: [
      { has: 'check payroll went through', due: '2026-11-30' },
      {
        has: 'chase ahmed timesheets',
        title: 'Chase Ahmed for the timesheets',
        due: '2026-11-30',
        people: ['Ahmed'],
      },
      { has: 'do numbers', due: '2026-11-24' },
      { has: 'get becky sanity check', people: ['Becky'] },
    ],
  },
  {
    name: 'a day and its part before a noun "call with…" make no "Call with Priya" task; the step before it is the task',
    text: 'Monday morning call with Priya from Greene Bakery about their payroll, prep questions beforehand',
    want: [{ has: 'prep questions', due: '2026-11-30' }],
  },
  {
    name: 'a rhetorical "why do I always…" is no task, run on or not',
    text: 'why do I always leave the tax return to the last minute? Should I ask Dev to help with the spreadsheets?',
    want: [{ has: 'ask dev spreadsheets', people: ['Dev'] }],
  },
  {
    name: 'two adverbs between "we" and its verb ("why do we even still print …??", "we even still have to …") keep the subject with its verb: no run-on split, no task',
    text: 'why do we even still print the rota on paper?? anyway, order the new printer toner. we even still have to ring the council about the bins',
    want: [{ has: 'order new printer toner' }, { has: 'ring council bins' }],
  },
  {
    name: 'corrections said on the run: "no actually it\'s Friday", "or actually Tuesday would be better", "actually make that Wednesday"',
    text: "the meeting with the accountant is on Thursday no actually it's Friday so I need to get the receipts together before then\nemail the landlord about the deposit by Wednesday or actually Tuesday would be better\ncall Sam on Monday, actually make that Wednesday",
    timeZone: 'America/New_York',
    want: [
      { has: 'get receipts together', due: '2026-11-27' },
      { has: 'email landlord deposit', title: 'Email the landlord about the deposit', due: '2026-12-01' },
      { has: 'call sam', title: 'Call Sam', due: '2026-11-25', people: ['Sam'] },
    ],
  },
  {
    name: 'what a thing needs doing: "the dog needs worming", "the boiler needs servicing", "the windows need doing"; "doesn\'t need doing" is not',
    text: "the dog needs worming\nthe boiler needs servicing\nthe windows need doing\nThe court report doesn't need doing now",
    want: [
      { has: 'worm dog', title: 'Worm the dog' },
      { has: 'service boiler', title: 'Service the boiler' },
      { has: 'do windows', title: 'Do the windows' },
    ],
  },
  {
    name: 'a date or a time opening the action: "first Monday of December…", "the week of the 7th…" (a week further off than next week: no date), "sometime after Thanksgiving…" (no date), "in 6 months" is the same day six months on',
    text: 'first Monday of December submit the board pack\nthe week of the 7th book the venue walkthrough\nsometime after Thanksgiving get the snow tires on\nbook the dentist checkup in 6 months',
    timeZone: 'America/Chicago',
    want: [
      { has: 'submit board pack', title: 'Submit the board pack', due: '2026-12-07' },
      { has: 'book venue walkthrough', due: null },
      { has: 'snow tires', due: null },
      { has: 'book dentist checkup', due: '2027-05-24' },
    ],
  },
  {
    name: 'Polish and Swahili lines mixed in: infinitives and imperatives are tasks, "jutro", "do piątku", "we wtorek", "kesho", "Ijumaa" their dates',
    text: 'zadzwonić do mamy jutro\nkupić bilety na pociąg do piątku\nzapłacić czynsz we wtorek\nkesho piga simu kwa Juma\nlipa kodi ya nyumba Ijumaa\nsend the invoice to Marek by Friday',
    timeZone: 'Europe/Warsaw',
    want: [
      { has: 'zadzwonić mamy', title: 'Zadzwonić do mamy', due: '2026-11-25' },
      { has: 'kupić bilety', title: 'Kupić bilety na pociąg', due: '2026-11-27' },
      { has: 'zapłacić czynsz', title: 'Zapłacić czynsz', due: '2026-12-01' },
      { has: 'piga simu', due: '2026-11-25' },
      { has: 'lipa kodi', title: 'Lipa kodi ya nyumba', due: '2026-11-27' },
      { has: 'send invoice marek', due: '2026-11-27', people: ['Marek'] },
    ],
  },
  {
    name: 'a checklist: an open box with its item struck through is done; "— me, Thu" dates the item',
    text: 'Sprint 42 checklist\n☐ merge auth PR (Lena) — Wed\n☑ update staging\n☐ write release notes — me, Thu\n- [ ] ~~rent truck~~ not needed',
    want: [
      { has: 'merge auth pr', due: '2026-11-25', people: ['Lena'] },
      { has: 'write release notes', title: 'Write release notes', due: '2026-11-26', people: [] },
    ],
  },
  {
    name: 'a present with nobody it is for takes the occasion said beside it; a day before "re:" leaves the title',
    text: "Sarah's leaving do is on the 18th, get a card\nDad's 60th is Saturday - order a cake\nCall Dr. Patel's office Monday re: results",
    want: [
      {
        has: "get card sarah's leaving",
        title: "Get a card for Sarah's leaving do",
        due: '2026-12-18',
        people: [],
      },
      { has: "order cake dad's 60th", due: '2026-11-28' },
      { has: 'call patel office results', title: "Call Dr. Patel's office re: results", due: '2026-11-30' },
    ],
  },
  {
    name: 'a later plan with its own subject keeps its time (the weekend: a span, no day); "the car\'s making a noise" starts a statement; "at some point" is no date; a day opening the sentence frames a plan said later',
    text: "so I need to check if we're still on the single person discount and also I promised Nadia I'd look over her CV this weekend and the car's making a weird noise again\nright tomorrow is mad so first thing drop the kids at breakfast club then I need to chase the Henderson invoice it's 30 days overdue and at some point ring the school about Leo's trip money",
    timeZone: 'Europe/London',
    want: [
      { has: 'check discount', due: null },
      {
        has: 'look over nadia cv',
        title: "Look over Nadia's CV",
        due: null,
        people: ['Nadia'],
        description: 'this weekend',
      },
      { has: 'drop kids breakfast club', due: '2026-11-25' },
      { has: 'chase henderson invoice', title: 'Chase the Henderson invoice', due: '2026-11-25' },
      { has: 'ring school leo trip money', due: null },
    ],
  },
  {
    name: 'what is under "Wishlist:", "Bucket list:" or "Someday/maybe:" is wished, not planned, up to the next heading or line',
    text: 'Wishlist (no rush):\n- new road bike\n- learn Italian\n\nTodo:\n- call the bank\nBucket list: learn Italian, run a marathon\nbook the MOT tomorrow\n\nSomeday/maybe:\n- build a shed\nWork:\n- fix the CI',
    want: [
      { has: 'call bank', title: 'Call the bank' },
      { has: 'book mot', due: '2026-11-25' },
      { has: 'fix ci', title: 'Fix the CI' },
    ],
  },
  {
    name: 'a mail from someone, "Hi," and "could you please:" over a list: every item asks it with the writer on it, and the writer\'s own "— I\'ll handle…" is not the user\'s',
    text: "From: Karen Doyle <kdoyle@acme.com>\nTo: me\nSubject: Q4 audit prep\n\nHi,\n\nAhead of the auditors arriving on Dec 7, could you please:\n- pull the fixed asset register\n- reconcile the intercompany balances by the 3rd\n\nAlso, the commentary is late — I'll handle the commentary.\n\nThanks,\nKaren",
    timeZone: 'America/New_York',
    want: [
      { has: 'pull fixed asset register', due: '2026-12-07', people: ['Karen'] },
      { has: 'reconcile intercompany balances', due: '2026-12-03', people: ['Karen'] },
    ],
  },
  {
    name: 'a chat speaker written with an initial ("Priya S:") is Priya, and stays on what she asks the user even with "@me"',
    text: '[9:14 am] Ben Carter: morning!\n[9:30 am] Priya S: @me can you send the agenda to the client today pls\n[9:31 am] Kylie: @me also the BAS is due 28th',
    timeZone: 'Australia/Sydney',
    want: [
      {
        has: 'send agenda client',
        title: 'Send the agenda to the client',
        due: '2026-11-24',
        people: ['Priya'],
      },
      { has: 'bas', due: '2026-11-28', people: [] },
    ],
  },
  {
    name: 'a verb and its pronoun with only a time after them start a task in a run-on: "…expires on the 30th renew it by then"',
    text: 'the parking permit for the office expires on the 30th renew it by then\nthe spare key is still at the cafe collect it tomorrow',
    want: [
      { has: 'renew parking permit', due: '2026-11-30' },
      { has: 'collect spare key', due: '2026-11-25' },
    ],
  },
  {
    name: 'a dated statement that opens the next task dates that task, not the one before it',
    text: 'so sweep the loading bay and uh also the fire extinguisher tag runs out on the 3rd get it rechecked before then\nwater the ficus and the van lease ends Friday so book the return',
    want: [
      { has: 'sweep loading bay', due: null },
      { has: 'extinguisher', due: '2026-12-03' },
      { has: 'water ficus', due: null },
      { has: 'book return', due: '2026-11-27' },
    ],
  },
  {
    name: 'a dated remark after a task with no new task after it is still that task\'s reason: "…, they\'re due tomorrow"',
    text: 'Take the library books back, they are due tomorrow.\nbook the passport slot, the office opens new slots on the 1st so book it that morning',
    want: [
      { has: 'library books', due: '2026-11-25' },
      { has: 'book passport slot', due: '2026-12-01' },
    ],
  },
];

describe('run-on speech', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
