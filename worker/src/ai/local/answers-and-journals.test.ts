/**
 * What a journal-like dump does not ask for (issue 12, not-tasks): an answer saying no to a question to self takes it
 * back ("Should I apply? Not this year."), moves its day ("No, tomorrow") or gives the task said instead; a heading over
 * what will not be done ("Not doing:", "Parked:", "On hold:"); a statement whose subject is a name that is also a verb
 * ("Mark signed off on the budget"); who arrived when ("made it in by 9:30"); a want, and "one of these days".
 * Written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a task said again on a pronoun with a day of its own takes that day ("— no, … call her Monday evening")',
    text: "Ring Grandad on Saturday — no, he's away till Monday, ring him Monday evening.",
    want: [{ has: 'ring grandad', title: 'Ring Grandad', due: '2026-11-30' }],
  },
  {
    name: '"not deciding that now" answers a question to self with no; a "Maybe:" label is a wish',
    text: [
      'should we switch the team to Linear? not deciding that now',
      'Maybe: paint the hallway in spring? Not deciding now.',
      'Order more printer paper.',
    ].join('\n'),
    want: [{ has: 'order printer paper' }],
  },
  {
    name: '"who knows" and "maybe I never will" wave off the plan before them, past a hedge',
    text: [
      'I should really take up swimming again, maybe after Christmas, who knows.',
      "I keep saying I'll start the podcast, maybe I never will lol.",
      'Email the school about the trip.',
    ].join('\n'),
    want: [{ has: 'email school trip' }],
  },
  {
    name: 'money owed is paid back, once, with "pay him back" after it the same payment',
    text: 'I owe Tomasz R150 from the braai, pay him back. I owe Gita a tenner. I owe Sam an apology.',
    want: [
      { has: 'pay tomasz back r150', people: ['Tomasz'] },
      { has: 'pay gita back tenner', people: ['Gita'] },
      { has: 'give sam apology', people: ['Sam'] },
    ],
  },
  {
    name: 'a dismissal takes back what it is about: "drop it", "scrap that", "let it go", "forget it till spring"',
    text: [
      'The kitchen extension is on hold till next year, drop it.',
      "I was going to enter the half marathon but I've decided not to, scrap that.",
      'Is it worth fixing the old printer? nah, let it go.',
      'Never got round to clearing the shed and it is freezing now so forget it till spring.',
      'Drop off the parcel at the depot.',
    ].join('\n'),
    want: [{ has: 'drop off parcel depot' }],
  },
  {
    name: 'a sigh or a laugh after a bulleted remark is no item of its own',
    text: [
      'sprint thoughts',
      '- the release slipped again. ugh.',
      '- does anyone read the wiki? lol',
      '- book the retro room for Friday',
    ].join('\n'),
    want: [{ has: 'book retro room', due: '2026-11-27' }],
  },
  {
    name: 'a no to a question to self takes it back, whatever reason follows; a no alone asks for nothing',
    text: [
      'Should I apply for the promotion? Not this year.',
      'Do I need to renew my passport? No, it is valid till 2029.',
      'Should we get a new sofa? Nah. The old one is fine.',
      'Is it worth renewing the membership? Probably not.',
      'Probably not this year.',
      'Should I book the dentist? Yes.',
    ].join('\n'),
    want: [{ has: 'book dentist' }],
  },
  {
    name: 'an item put as a question and turned down ("Renew the gym? nah") is taken back, as is "…, should I X? nah"',
    text: [
      'Renew the climbing pass? nah, skip.',
      'the hedge is getting wild, should I trim it? nope, not this month.',
      'Frame the prints? probably not.',
      'Book the car service? No, Thursday.',
      'Order the new blinds.',
    ].join('\n'),
    want: [{ has: 'book car service', due: '2026-11-26' }, { has: 'order new blinds' }],
  },
  {
    name: 'an item put as a question and answered with a bare no, in any language the dump mixes in, is taken back, the answer too; a no that corrects or gives a day is not',
    text: [
      '- renew the library card? no, the old one works till May',
      '- Skiurlaub buchen? nein, erst nächstes Jahr',
      '- tirar o passaporte? não, ainda vale dois anos',
      '- kurs hiszpańskiego? nie, nie w tym roku',
      '- Goethe B2 exam?? no. not this year',
      '- Book the car service? No, Thursday.',
      '- Order the new blinds.',
    ].join('\n'),
    want: [{ has: 'book car service', due: '2026-11-26' }, { has: 'order new blinds' }],
  },
  {
    name: 'an item put as a question and answered that it is off ("cancelled", "annulée", "too early to think about it") is taken back, the answer too',
    text: [
      '- Ski weekend? too early to even think about it',
      '- le déjeuner avec Roche+Partner ? annulé, tant mieux',
      '- Book club social? cancelled, nobody could make it.',
      '- Can you do the quiz night? postponed',
      '- Order the new blinds.',
    ].join('\n'),
    want: [{ has: 'quiz night' }, { has: 'order new blinds' }],
  },
  {
    name: 'an item put as a question whose answer ends by taking it back ("…, skip", "…, ignore", "…, scratch that") is taken back, the answer too; a question asked of someone is not',
    text: [
      '- renew the boat licence?? mine runs till 2028, skip',
      '- passport photos? no wait the old ones still count, ignore',
      '- ferry tickets for Arran? no — Ewan bought them already, scratch that',
      '- Can you fix the shed door? not this week, skip',
      '- Order the new blinds.',
    ].join('\n'),
    want: [{ has: 'fix shed door' }, { has: 'order new blinds' }],
  },
  {
    name: 'an item put as a question stays a task when the answer says yes, or when it is asked of someone',
    text: ['Repaint the gate? yes, this weekend.', 'Can you fix the gate latch? nah'].join('\n'),
    want: [{ has: 'repaint gate' }, { has: 'fix gate latch' }],
  },
  {
    name: 'a no with a day moves the task to it; a no with another action gives that one instead',
    text: [
      'Should I call mum today? No, tomorrow.',
      'Should I email Raj? Nah, I will call him Friday instead.',
    ].join('\n'),
    want: [
      { has: 'call mum', due: '2026-11-25' },
      { has: 'call raj', title: 'Call Raj', due: '2026-11-27', people: ['Raj'] },
    ],
  },
  {
    name: '"not yet", "not sure" and "idk" are no answer of no: the question stays a task',
    text: ['Should I book the hotel? Not yet, wait for the dates.', 'Should I go to the reunion? idk'].join(
      '\n',
    ),
    want: [{ has: 'book hotel' }, { has: 'go reunion' }],
  },
  {
    name: 'what is under a heading of things not being done is no task; the list after the next heading is (no "To do:" below them)',
    text: [
      "Work stuff I'm NOT doing this week:",
      '- the migration (pushed to Q1)',
      '- hiring panel (Lee took it)',
      '',
      'Parked:',
      '- rewrite the billing service',
      '- new logo',
      '',
      'On hold until January:',
      '- kitchen quotes',
      '',
      'This week:',
      '- ship the onboarding flow',
    ].join('\n'),
    want: [{ has: 'ship onboarding flow', due: null }],
  },
  {
    name: 'a name that is also a verb, then a past tense, is who did it ("Mark the invoice as paid" is still a task)',
    text: [
      "Mark signed off on the budget so that's done.",
      'Bill sent the quote over.',
      'Pat checked the figures, all good.',
      'Mark the invoice as paid.',
    ].join('\n'),
    want: [{ has: 'mark invoice paid' }],
  },
  {
    name: 'who arrived when, a want and "one of these days" ask for nothing; "names in by Friday" still does',
    text: [
      "Anyway, made it in by 9:30, boss didn't notice.",
      'Sunday thoughts',
      "- kinda want a dog but the flat's too small",
      '- really should learn to cook properly one of these days',
      'names in by this Friday please',
    ].join('\n'),
    want: [{ has: 'send in names', due: '2026-11-27' }],
  },
  {
    name: 'a label too long for a heading over wishes or what will not be done, before its colon, heads no tasks',
    text: [
      "Things I'd love to do someday: learn Spanish, run a marathon, write a novel.",
      "Stuff I won't get to this week: clean the garage, sort the photos",
      'Before the trip: renew passport, buy adapters',
    ].join('\n'),
    want: [{ has: 'renew passport' }, { has: 'buy adapters' }],
  },
  {
    name: 'a past tense opening a sentence is no name; "agreed to" is a plan of the writer\'s, as "promised to" is',
    text: [
      'Decided to wait till the new models come out in March.',
      'Agreed to cover the Saturday shift.',
      'Ahmed to send the audit letter',
    ].join('\n'),
    want: [
      { has: 'cover saturday shift', due: '2026-11-28', people: [] },
      { has: 'send audit letter', people: ['Ahmed'] },
    ],
  },
  {
    name: '"Done for today." and "Stop worrying about it." are no tasks; "get the report done for today\'s meeting" is',
    text: [
      'Sent the deck to the client, they loved it. Done for today.',
      "I already renewed the domain, it's good until 2027. Stop worrying about it.",
      "Get the report done for today's meeting",
    ].join('\n'),
    want: [{ has: 'get report done' }],
  },
  {
    name: 'what will not happen is no task; "Actually no" with a reason takes the task before it back',
    text: [
      'Anyway not deciding anything tonight.',
      'Not doing anything this weekend.',
      "Whatever, I'll just run outside. Actually no, it's raining.",
      'Buy milk. Actually no, oat milk.',
    ].join('\n'),
    want: [{ has: 'buy milk' }],
  },
  {
    name: 'a no with only a day after a task moves it there; the day right after "not" is the one said no to',
    text: [
      'Call the vet tomorrow. No, Thursday.',
      'Email Ken by Thursday. Not Thursday, Friday.',
      'book the table for Friday. nah Saturday',
    ].join('\n'),
    want: [
      { has: 'call vet', due: '2026-11-26' },
      { has: 'email ken', due: '2026-11-27' },
      { has: 'book table', due: '2026-11-28' },
    ],
  },
  {
    name: 'a question to self laughed off or put to a day that never comes is no task; a plain "Maybe." leaves it one',
    text: [
      'What would I even do instead? Open a bakery? lol.',
      'Move to Lisbon? Maybe one day haha.',
      'Paint the fence? Meh, next year maybe.',
      'Renew the passport? Maybe.',
      'Dana: can you send the deck?',
      'Me: lol sure',
    ].join('\n'),
    want: [{ has: 'renew passport' }, { has: 'send deck', people: ['Dana'] }],
  },
  {
    name: 'a heading saying what is wrong is no heading of things not to do: "Car won\'t start:" heads its tasks',
    text: ["Car won't start:", '- call the garage', 'Kids not doing homework:', '- talk to the teacher'].join(
      '\n',
    ),
    want: [{ has: 'call garage' }, { has: 'talk teacher' }],
  },
  {
    name: '"try again" after a failed attempt is that attempt, dated; after a task it is the same task',
    text: [
      'Tried calling the bank, line was busy. Try again tomorrow.',
      'Meant to call Gran today but she was out. Will try again Sunday.',
      'Call the plumber. Try again Friday if no answer.',
      'Try the new ramen place on Friday',
    ].join('\n'),
    want: [
      { has: 'call bank', title: 'Call the bank', due: '2026-11-25' },
      { has: 'call gran', title: 'Call Gran', due: '2026-11-29' },
      { has: 'call plumber', title: 'Call the plumber', due: null },
      { has: 'try ramen place', due: '2026-11-27' },
    ],
  },
  {
    name: 'a regret ("should have booked…"), a need to vent or to breathe ask for nothing',
    text: [
      'Should have booked the flights earlier, prices doubled. Oh well.',
      'I need to vent for a sec. The client changed the brief AGAIN.',
      'Need to breathe. Big week.',
      "Could've sent it yesterday. Send the invoice today.",
    ].join('\n'),
    want: [{ has: 'send invoice', due: '2026-11-24' }],
  },
  {
    name: 'what one does not have to do is no task, with either apostrophe or none ("I do not have to" stays one clause)',
    text: [
      "the presentation got moved again so I don't have to do the slides tonight which is a relief",
      'I do not have to go in tomorrow',
      'You don’t need to bring anything.',
      'dont have to call the bank now',
      'Call the bank tomorrow',
    ].join('\n'),
    want: [{ has: 'call bank', due: '2026-11-25' }],
  },
  {
    name: '"Things to remember:" names nobody and heads notes; "Things to buy:" is one errand; "going to miss him" is a feeling',
    text: [
      'Things to remember (not tasks, just notes): the gate code is 4471, the cleaner comes every second Friday.',
      'Things to buy: milk, eggs',
      "Can't believe Sam quit. Going to miss him.",
    ].join('\n'),
    want: [{ has: 'buy milk eggs', title: 'Buy milk, eggs', people: [] }],
  },
  {
    name: 'an item marked "(done!)" or "(cancelled)" is no task',
    text: ['- order cake (done!)', '- yoga class (cancelled)', '- confirm DJ'].join('\n'),
    want: [{ has: 'confirm dj' }],
  },
  {
    name: 'a lone "stop." or "breathe." said to oneself is no task; "stop the direct debit" is',
    text: "what if I have to move back in with my parents? ugh. stop. breathe. it's probably fine.\nstop the direct debit",
    want: [{ has: 'stop direct debit' }],
  },
  {
    name: 'a relation said with its name names the person, as the name alone does; a relation alone names nobody',
    text: [
      'ask my brother Luis to feed the cat',
      'call my sister Ana about Sunday',
      'ask my brother to water the plants',
    ].join('\n'),
    want: [
      { has: 'feed cat', people: ['Luis'] },
      { has: 'call ana', due: '2026-11-29', people: ['Ana'] },
      { has: 'water plants', people: [] },
    ],
  },
  {
    name: 'the same verb on "him"/"it" with a day after a task is that task, dated ("Call the plumber. Call him tomorrow.")',
    text: ['Call the plumber. Call him tomorrow.', 'Book the dentist. Book it for Friday.'].join('\n'),
    want: [
      { has: 'call plumber', title: 'Call the plumber', due: '2026-11-25' },
      { has: 'book dentist', title: 'Book the dentist', due: '2026-11-27' },
    ],
  },
  {
    name: 'a feeling about a dated thing is no task ("Grateful for a quiet weekend", "Dreading the dentist on Thursday"); what is done about it is',
    text: [
      'Grateful for a quiet weekend.',
      "Nervous about Friday's review.",
      'Dreading the dentist on Thursday, but book the car in for its MOT by Friday.',
      'So relieved the audit is done.',
    ].join('\n'),
    want: [{ has: 'book car mot', due: '2026-11-27' }],
  },
  {
    name: '"…but not tonight" says when it will not be done: the task stays, with no date and without the words',
    text: 'Should probably dig into why the sync job keeps timing out but not tonight. Ring the garage about the MOT, just not today.',
    want: [
      { has: 'dig into sync job', title: 'Dig into why the sync job keeps timing out', due: null },
      { has: 'ring garage mot', title: 'Ring the garage about the MOT', due: null },
    ],
  },
];

describe('answers that say no, and journal lines', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
