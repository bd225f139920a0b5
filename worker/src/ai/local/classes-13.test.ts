/**
 * Round thirteen of the issue-12 failure classes: mixed-language lines, chat shorthand, things already done and idle
 * wishes in lists, questions in chats, and the date a booking is for. Dumps written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const MIXED_LANGUAGES: Row[] = [
  {
    name: 'a line in another language is a task as written, with its person',
    text: 'need to finish the deck.\nfalar com o Pedro sobre o orçamento\ndemander à Julien de réserver la salle\nchiedere a Giulia le chiavi',
    want: [
      { has: 'finish deck' },
      { has: 'falar com', title: 'Falar com o Pedro sobre o orçamento', people: ['Pedro'] },
      { has: 'demander à', title: 'Demander à Julien de réserver la salle', people: ['Julien'] },
      { has: 'chiedere a', title: 'Chiedere a Giulia le chiavi', people: ['Giulia'] },
    ],
  },
  {
    name: 'a German infinitive before its reason ("wegen…") is a task',
    text: 'Paul anrufen wegen der Rechnung. Mama zurückrufen bis Freitag',
    want: [
      { has: 'paul anrufen', title: 'Paul anrufen wegen der Rechnung', people: ['Paul'] },
      { has: 'mama zurückrufen', title: 'Mama zurückrufen', due: '2026-11-27', people: [] },
    ],
  },
  {
    name: 'French and Italian chasers name their person',
    text: 'relancer Marc pour la facture\navvisare Luca del ritardo',
    want: [
      { has: 'relancer marc', people: ['Marc'] },
      { has: 'avvisare luca', people: ['Luca'] },
    ],
  },
];

const MIXED_LANGUAGE_PEOPLE: Row[] = [
  {
    name: 'whom a Spanish or French thing goes to, and a German "mit"/"an Herrn", are people',
    text: 'Mandar el informe a Carmen hoy. Envoyer les documents à Sophie. Rechnung an Herrn Müller schicken. Morgen mit Jonas das Angebot besprechen. get the kids a Nintendo',
    want: [
      { has: 'mandar informe carmen', due: '2026-11-24', people: ['Carmen'] },
      { has: 'envoyer documents sophie', people: ['Sophie'] },
      { has: 'rechnung müller schicken', people: ['Müller'] },
      { has: 'jonas angebot besprechen', due: '2026-11-25', people: ['Jonas'] },
      { has: 'get kids nintendo', people: [] },
    ],
  },
  {
    name: 'Tagalog lines are tasks, "si"/"kay" mark their person',
    text: 'tawagan si Marites tungkol sa renta bukas. bili ng gatas. i-follow up kay Ate Lorna yung payment',
    want: [
      { has: 'tawagan marites', due: '2026-11-25', people: ['Marites'] },
      { has: 'bili gatas', people: [] },
      { has: 'follow lorna payment', people: ['Lorna'] },
    ],
  },
  {
    name: 'Hinglish with a Hindi verb ("bhejni hain", "lena hai") is a task',
    text: 'Priya ko slides bhejni hain by Thursday. mummy ke liye medicines lena hai',
    want: [
      {
        has: 'priya slides bhejni',
        title: 'Priya ko slides bhejni hain',
        due: '2026-11-26',
        people: ['Priya'],
      },
      { has: 'mummy medicines lena', title: 'Mummy ke liye medicines lena hai' },
    ],
  },
  {
    name: 'a sigh about a day is no list item',
    text: 'Ugh lunes otra vez.\nComprar pan y leche.',
    want: [{ has: 'comprar pan' }],
  },
];

const DICTATION: Row[] = [
  {
    name: 'the photos from the weekend are no weekend task; "is due" keeps its "due" in a title',
    text: 'remind Kwame that the offsite form is due friday. send Leila the photos from the weekend. Return the router to Virgin',
    want: [
      { has: 'remind kwame', title: 'Remind Kwame that the offsite form is due', due: '2026-11-27' },
      { has: 'send leila photos weekend', due: null, people: ['Leila'] },
      { has: 'return router virgin', people: [] },
    ],
  },
];

const ANTECEDENTS: Row[] = [
  {
    name: 'a sentence with no task of its own says what a later "it" is',
    text: "Omar's passport expires in March. Ask Omar to renew it\nThe boiler is making noises again. Get someone to look at it.\nJo's laptop is broken. Ask Sam to fix it",
    want: [
      { has: 'ask omar renew', title: 'Ask Omar to renew the passport', people: ['Omar'] },
      { has: 'look boiler', title: 'Get someone to look at the boiler' },
      { has: 'ask sam fix', title: "Ask Sam to fix Jo's laptop", people: ['Sam'] },
    ],
  },
];

const CHATS: Row[] = [
  {
    name: 'chat shorthand reads as the words it stands for',
    text: 'send ur slides to Kim\ncan u check u have the keys',
    want: [
      { has: 'send your', title: 'Send your slides to Kim', people: ['Kim'] },
      { has: 'check you', title: 'Check you have the keys' },
    ],
  },
  {
    name: 'a question about who does what is no task, and "tho" closes no title',
    text: "Dev: who's bringing what saturday?\nChloe: someone should check the weather tho",
    want: [{ has: 'check the', title: 'Check the weather' }],
  },
];

const CHAT_PEOPLE: Row[] = [
  {
    name: 'a reply\'s "Yes" is no person; "him" is the relation named before it',
    text: "[14/11/2026, 18:03] Mum: And don't forget Dad's birthday is on Sunday\n[14/11/2026, 18:05] Me: Yes will do. Should I get him a card?",
    want: [{ has: 'get dad card', title: 'Get Dad a card', people: [] }],
  },
  {
    name: 'a "her" after a name in the message is that person, not whom the message asks',
    text: 'Jess can you also call Auntie Val and invite her',
    want: [
      { has: 'call val', people: ['Jess', 'Val'] },
      { has: 'invite val', title: 'Invite Val', people: ['Jess', 'Val'] },
    ],
  },
  {
    name: 'a person who needs a document or waits on it from the user is sent it',
    text: 'hey, before I go on leave:\n- thanks! also Marco needs the release notes by EOD\n- Julia is waiting on the Q4 forecast from you\n- Tom is waiting on the plumber',
    want: [
      { has: 'send marco release notes', due: '2026-11-24', people: ['Marco'] },
      { has: 'send julia forecast', title: 'Send Julia the Q4 forecast', people: ['Julia'] },
    ],
  },
  {
    name: 'a request to "Mrs Okafor," is hers; "when you get a sec" closes no title',
    text: 'Mrs Okafor, could you collect the forms from 4B?\nhey, could you review the PR for the billing fix when you get a sec?',
    want: [
      { has: 'collect forms', people: ['Okafor'] },
      { has: 'review pr', title: 'Review the PR for the billing fix' },
    ],
  },
  {
    name: 'an open request taken on with more in it is one errand; "we need a room booked" is booking it',
    text: "Chloe: someone needs to grab ice\nMe: I'll get ice and charcoal\nLena: also we still need a room booked for friday retro",
    want: [
      { has: 'get ice charcoal', title: 'Get ice and charcoal' },
      { has: 'book room retro', due: '2026-11-27' },
    ],
  },
];

const NOT_TASKS: Row[] = [
  {
    name: 'list items saying what was done are no tasks',
    text: 'Things from this week:\n- Told Maya about the party\n- Sent the Zara parcel back\n- Paid the window cleaner\n- Ring the bank about the declined card',
    want: [{ has: 'ring bank declined card' }],
  },
  {
    name: 'an "if only" or "I wish someone would" is a wish',
    text: '- If only the landlord would fix the damp\n- I wish someone would clean the fridge\n- wish I could skip the meeting\n- wish Tom luck on Friday',
    want: [{ has: 'wish tom luck', due: '2026-11-27' }],
  },
  {
    name: 'a statement that a period starts, and being told to ignore something, are no tasks',
    text: 'deploy freeze starts thu 6pm\napply before enrolment closes on Friday\nthe offsite got cancelled so ignore the booking emails\nplease ignore my last email, send the deck to Jo',
    want: [{ has: 'apply before enrolment closes' }, { has: 'send deck jo', people: ['Jo'] }],
  },
];

const TITLES: Row[] = [
  {
    name: 'the date a booking is for closes no title; "prep for Friday" keeps its day',
    text: 'Book the padel court for thursday. order the cake for Saturday. prep for Friday. book the room for Saturday dinner with friends',
    want: [
      { has: 'book the', title: 'Book the padel court', due: '2026-11-26' },
      { has: 'order the', title: 'Order the cake', due: '2026-11-28' },
      { has: 'prep for', title: 'Prep for Friday', due: '2026-11-27' },
      { has: 'book the', title: 'Book the room for Saturday dinner with friends', due: '2026-11-28' },
    ],
  },
  {
    name: 'a name closing the title is no dangling "per"',
    text: 'Schedule the exit interview with Per for next week',
    want: [{ has: 'schedule the', title: 'Schedule the exit interview with Per', people: ['Per'] }],
  },
];

describe('round thirteen classes', () => {
  for (const [group, rows] of Object.entries({
    MIXED_LANGUAGES,
    MIXED_LANGUAGE_PEOPLE,
    DICTATION,
    ANTECEDENTS,
    CHATS,
    CHAT_PEOPLE,
    NOT_TASKS,
    TITLES,
  }))
    describe(group, () => {
      for (const row of rows) it(row.name, () => check(row));
    });
});
