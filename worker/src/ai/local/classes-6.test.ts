/**
 * Round seven of the issue-12 failure classes: who is on a task in pasted emails and meeting notes (requests
 * addressed to a named person, the sign-off's writer, a group greeting, a reply's quoted message without "> ",
 * a group in a line prefix, "me to…"), names that are also words, and mail-client signatures. Dumps written
 * for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const EMAIL_PEOPLE: Row[] = [
  {
    name: 'a request in the middle of a line, "Name - can you…", is for that person',
    text: "Fine by me, I'll chair the supplier review on Friday. Ottilie - can you book the big meeting room?\n\nThanks\nBram",
    want: [
      { has: 'supplier review', due: '2026-11-27', people: [] },
      { has: 'book meeting room', people: ['Ottilie'] },
    ],
  },
  {
    name: 'the sign-off’s writer is not on a request that does not come back to them',
    text: 'Hi,\nplease resend the payroll export for November.\n\nBest,\nLeopold',
    want: [{ has: 'resend payroll export', people: [] }],
  },
  {
    name: '… but is on one that does ("send me…")',
    text: 'Hi,\ncould you send me the signed delivery notes?\n\nRegards,\nLeopold',
    want: [{ has: 'signed delivery notes', people: ['Leopold'] }],
  },
  {
    name: 'a greeting to a group ("Team,") puts nobody on the requests',
    text: 'Team,\n\nPlease upload your expense receipts by Thursday.\n\nThanks!\nMarguerite',
    want: [{ has: 'expense receipts', due: '2026-11-26', people: [] }],
  },
  {
    name: 'a two-word name between commas ("Could you, Ana Lucia, …")',
    text: 'Hello Bertrand,\n\nCould you, Ana Lucia, scan the customs forms by Monday?\n\nCheers,\nDov',
    want: [{ has: 'scan customs forms', due: '2026-11-30', people: ['Ana Lucia'] }],
  },
  {
    name: 'a name with an accented capital between commas',
    text: 'Could you, Émile, print the seating plan?',
    want: [{ has: 'print seating plan', people: ['Émile'] }],
  },
  {
    name: 'a word-name addressed with a request ("Will, can you…", "May, please…")',
    text: 'Will, can you confirm the caterer numbers? May, please send the floor plan to the venue.',
    want: [
      { has: 'confirm caterer numbers', people: ['Will'] },
      { has: 'send floor plan venue', people: ['May'] },
    ],
  },
  {
    name: 'a signed Outlook reply: the message under "From:" is the one answered, not more requests',
    text: "Sure, I'll draft the brochure copy tomorrow.\n\nBest\nCasper\n\nFrom: Ingeborg Sand\nSent: Monday 10:02 AM\nTo: Casper Holm\nSubject: brochure\n\nCasper, can you also update the price list and send me the logo files?",
    want: [{ has: 'brochure copy', due: '2026-11-25', people: [] }],
  },
  {
    name: 'an unsigned note over a pasted message: the message’s requests are tasks',
    text: 'Pasting this so I remember it.\n\nFrom: Ingeborg Sand\nSubject: stand\n\nCan you order the banner stands by Thursday?',
    want: [{ has: 'order banner stands', due: '2026-11-26' }],
  },
  {
    // Round eleven: what a message to the user asks, its writer asked for (was: nobody), unless it names someone else.
    name: 'under a "From:" header the greeting names the user, so a request is the user’s with its writer, or with who is asked',
    text: 'From: Henrike Vos\nSubject: stock\n\nHi Colm,\n\nCan you recount the pallets by Monday? Also could you ask Rob to relabel bay 2?\n\nThanks\nHenrike',
    want: [
      { has: 'recount pallets', due: '2026-11-30', people: ['Henrike'] },
      { has: 'rob relabel bay', people: ['Rob'] },
    ],
  },
  {
    name: '"And Jo, could you…" addresses the second request to Jo',
    text: 'Hey Wilma, can you print the tickets before lunch? And Ezra, could you laminate them after?',
    want: [
      { has: 'print tickets', people: ['Wilma'] },
      { has: 'laminate', people: ['Ezra'] },
    ],
  },
  {
    name: 'a request by name ends with its sentence: the writer’s "I’ll…" after it is the writer’s own',
    text: 'To: Noor Haddad; Will Foster\nSubject: fair\n\nHi both,\n\nNoor — can you send the stall map by Thursday? Will, please confirm the generator. I’ll sort the bunting.\n\nDana',
    want: [
      { has: 'stall map', due: '2026-11-26', people: ['Noor'] },
      { has: 'confirm generator', people: ['Will'] },
      { has: 'bunting', people: [] },
    ],
  },
  {
    name: 'a chat line with a full name and an upper-case AM',
    text: '[8:41 AM] Yusuf Demir: can you send me the rota for December?\n[8:42 AM] Me: on it',
    want: [{ has: 'rota december', people: ['Yusuf Demir'] }],
  },
];

const MAIL_CLIENTS: Row[] = [
  {
    name: 'mail-client lines are not tasks',
    text: 'Please renew the parking permit by Friday.\n\nGet Outlook for Android\n\nSent from Mail for Windows\n\nSent from my Galaxy',
    want: [{ has: 'renew parking permit', due: '2026-11-27' }],
  },
];

const MEETING_PEOPLE: Row[] = [
  {
    name: 'two names before the colon of an action line are both on it',
    text: 'Actions\n- Ilse and Tobias: restock the first-aid kits by Friday\n- Me to update the fire drill log',
    want: [
      { has: 'restock first-aid kits', due: '2026-11-27', people: ['Ilse', 'Tobias'] },
      { has: 'fire drill log', people: [] },
    ],
  },
  {
    name: 'word-names in an action line’s prefix and after "ask"',
    text: 'Action items\n1. Will + Imogen: review the budget\n2. Ask May from payroll to approve the overtime',
    want: [
      { has: 'review budget', people: ['Will', 'Imogen'] },
      { has: 'approve overtime', people: ['May'] },
    ],
  },
  {
    name: '"Name + me:" is that person’s task with the user; "me:" alone is the user’s own',
    text: 'Next steps\n1. Radek + me: audit the spares cage\n2. me and Ines: plan the shutdown on the 18th\n3. Me: book the crane',
    want: [
      { has: 'audit spares cage', people: ['Radek'] },
      { has: 'plan shutdown', due: '2026-12-18', people: ['Ines'] },
      { has: 'book crane', people: [] },
    ],
  },
  {
    name: '"- Name, could you…" in a bulleted email is for that person',
    text: 'Hi all,\n\nA few things:\n- Oskar, could you send the snag list by Monday?\n- Wren, please confirm the scaffold booking.\n- I’ll chase the surveyor.\n\nCheers,\nTamsin',
    want: [
      { has: 'snag list', due: '2026-11-30', people: ['Oskar'] },
      { has: 'confirm scaffold booking', people: ['Wren'] },
      { has: 'chase surveyor', people: [] },
    ],
  },
  {
    name: '"AI: A & B to…" names both',
    text: 'AI: Greta & Wen Jie to test the failover',
    want: [{ has: 'test failover', people: ['Greta', 'Wen Jie'] }],
  },
];

const NAME_POSITIONS: Row[] = [
  {
    name: 'a name before "whether" or "sometime" is still a name',
    text: 'Ask Bill whether the forklift is serviced. Catch up with Hamid sometime next week.',
    want: [
      { has: 'forklift', people: ['Bill'] },
      { has: 'catch hamid', people: ['Hamid'] },
    ],
  },
  {
    name: '"waiting on" names who a later "her" is',
    text: 'Still waiting on Saoirse for the rota, nudge her tomorrow.',
    want: [{ has: 'nudge saoirse', due: '2026-11-25', people: ['Saoirse'] }],
  },
  {
    name: '"make sure A and B have…" names both',
    text: 'Make sure Will and Rose have the keys by Saturday.',
    want: [{ has: 'keys', due: '2026-11-28', people: ['Will', 'Rose'] }],
  },
];

const FIRMS: Row[] = [
  {
    name: 'a known firm is nobody on the task, as subject or object',
    text: 'Deloitte to send the audit letter. Email Atlassian about the seat count.',
    want: [
      { has: 'audit letter', people: [] },
      { has: 'atlassian seat count', people: [] },
    ],
  },
  {
    name: 'a word the dump shows to be a firm ("Harbour Bank") is nobody elsewhere in it',
    text: 'Call with Harbour Bank\nAI: Harbour to confirm the test window\nAI: Tariq to book the room',
    want: [
      { has: 'call harbour bank', people: [] },
      { has: 'confirm test window', people: [] },
      { has: 'book room', people: ['Tariq'] },
    ],
  },
  {
    name: '"A & B" after a verb is a firm',
    text: 'Wanjiku to ring Mbugua & Otieno about the pump warranty.',
    want: [{ has: 'pump warranty', people: ['Wanjiku'] }],
  },
];

const DICTATION: Row[] = [
  {
    name: '"reminder" before an action is a filler, and "and uh" starts the next action',
    text: 'okay so reminder pay the council tax and uh ring the optician about my lenses',
    want: [
      { has: 'pay council tax', people: [] },
      { has: 'ring optician lenses', people: [] },
    ],
  },
  {
    name: 'two reminders in one run-on sentence, each with its own day',
    text: 'reminder top up the oyster card friday also reminder call nan on sunday',
    want: [
      { has: 'top oyster card', due: '2026-11-27' },
      { has: 'call nan', due: '2026-11-29' },
    ],
  },
  {
    name: '"work stuff", "yeah" and "uh" never reach a title',
    text: 'and then uh work stuff file the expense claim tomorrow and uh yeah book the snow tyres fitting',
    want: [{ has: 'file expense claim', due: '2026-11-25' }, { has: 'book snow tyres fitting' }],
  },
  {
    name: 'no punctuation, no "and": a verb with its object after a noun starts the next action',
    text: 'ring the garage pay the window cleaner text Oona about the lift',
    want: [
      { has: 'ring garage', people: [] },
      { has: 'pay window cleaner', people: [] },
      { has: 'text oona lift', people: ['Oona'] },
    ],
  },
  {
    name: '… with a shared date, after "I need to"',
    text: 'tomorrow I need to return the hired drill renew my bus pass and book a flu jab',
    want: [
      { has: 'return hired drill', due: '2026-11-25' },
      { has: 'renew bus pass', due: '2026-11-25' },
      { has: 'book flu jab', due: '2026-11-25' },
    ],
  },
  {
    name: '… but not after a verb whose object does the next one, nor before a verb without an object',
    text: 'help the twins pack their bags for camp. pick up the twins order pizza',
    want: [{ has: 'help twins pack bags' }, { has: 'pick twins order pizza' }],
  },
  {
    name: '"a reminder to everyone that…" is an announcement, not a reminder to do something',
    text: 'Please renew your parking permits. Also a reminder to everyone that the canteen closes early on the 30th.',
    want: [{ has: 'renew parking permits' }],
  },
];

describe('run-on dictation, round seven', () => {
  it.each(DICTATION)('$name', (row) => check(row));
});

describe('firms are not people, round seven', () => {
  it.each(FIRMS)('$name', (row) => check(row));
});

describe('people in pasted emails, round seven', () => {
  it.each(EMAIL_PEOPLE)('$name', (row) => check(row));
});

describe('mail-client signatures, round seven', () => {
  it.each(MAIL_CLIENTS)('$name', (row) => check(row));
});

describe('people in meeting notes, round seven', () => {
  it.each(MEETING_PEOPLE)('$name', (row) => check(row));
});

describe('names in a name position, round seven', () => {
  it.each(NAME_POSITIONS)('$name', (row) => check(row));
});
