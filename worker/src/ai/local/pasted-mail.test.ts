/**
 * Pasted mail as schools, landlords, HR and clients write it (issue 12, round twenty): the dates their requests carry,
 * which sentences are the reader's tasks, and who is on them. Messages written for these tests; extracted on Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

/** A weekday written before a calendar date ("Friday 4th December", "Monday, November 30") is one date, read whole. */
const WEEKDAY_THEN_DATE: Row[] = [
  {
    name: "a school's \"by Friday 4th December\": the month is the date's, not the title's",
    timeZone: 'Europe/London',
    text: 'Dear Parents,\n\nPlease return the reply slip by Friday 4th December.\n\nKind regards,\nMrs J Patel',
    want: [{ has: 'return reply slip', title: 'Return the reply slip', due: '2026-12-04' }],
  },
  {
    name: '"by Thursday, 3rd December" with a comma after the weekday',
    timeZone: 'Europe/London',
    text: 'Could you send the slides over by Thursday, 3rd December?',
    want: [{ has: 'send slides', title: 'Send the slides over', due: '2026-12-03' }],
  },
  {
    name: 'HR\'s "no later than Monday, November 30": the weekday is not left in the title',
    timeZone: 'America/New_York',
    text: 'Please return your offer letter no later than Monday, November 30.',
    want: [{ has: 'return offer letter', title: 'Return your offer letter', due: '2026-11-30' }],
  },
];

describe('pasted mail: a weekday before a calendar date', () => {
  it.each(WEEKDAY_THEN_DATE.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** A sentence after a request saying when "it" runs out, or that it "needs doing by…", is the request's date. */
const DATE_SAID_AFTER: Row[] = [
  {
    name: '"It runs out on the 5th." after the request dates it and is no task',
    text: 'Hi Sam,\n\nCan you renew the parking permit for the office? It runs out on the 5th.\n\nAlso please chase IT about the broken monitor.\n\nThanks,\nJen',
    want: [
      { has: 'renew parking permit', due: '2026-12-05' },
      { has: 'chase it monitor', due: null },
    ],
  },
  {
    name: '"It expires on Friday." the same',
    text: 'Can you renew the parking permit? It expires on Friday.',
    want: [{ has: 'renew parking permit', due: '2026-11-27' }],
  },
  {
    name: '"Needs doing by the end of next week." without a subject',
    text: 'Could you book the van for the move, Priya? Needs doing by the end of next week.',
    want: [{ has: 'book van move', due: '2026-12-04', people: ['Priya'] }],
  },
];

describe('pasted mail: the date in the sentence after the request', () => {
  it.each(DATE_SAID_AFTER.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/**
 * What a mail's writer would like or needs by a deadline is for the reader to send ("We'd like the final version by
 * COB Thursday"); "please note that…" a fact is nothing to do.
 */
const WOULD_LIKE: Row[] = [
  {
    name: 'a client\'s "We\'d like the final version by COB Thursday if possible" is "Send the final version"',
    timeZone: 'Europe/London',
    text: "Hi Alex,\n\nWe'd like the final version by COB Thursday if possible, as it's going to the board on Monday.\n\nCheers,\nTom",
    want: [{ has: 'send final version', title: 'Send the final version', due: '2026-11-26' }],
  },
  {
    name: '"We need a copy of … within 10 days of this email": the date is counted from the mail, its words cut whole',
    text: 'Dear Sam,\n\nThank you for your application. We need a copy of your proof of address within 10 days of this email to complete your account setup.\n\nBest wishes,\nCustomer Services',
    want: [
      {
        has: 'send copy proof address',
        title: 'Send a copy of your proof of address to complete your account setup',
        due: '2026-12-04',
      },
    ],
  },
  {
    name: 'a council\'s "Please note that bins not renewed will not be emptied" is no task',
    text: 'Dear Resident,\n\nPlease renew your garden waste subscription online by 15 December.\n\nPlease note that bins not renewed will not be emptied from January.\n\nYours faithfully,\nWaste Services',
    want: [{ has: 'renew garden waste', due: '2026-12-15' }],
  },
  {
    name: '"Please note that you will need to bring photo ID" is still one',
    text: 'Please note that you will need to bring photo ID.',
    want: [{ has: 'photo id' }],
  },
];

describe('pasted mail: what the writer would like, and what is only to note', () => {
  it.each(WOULD_LIKE.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** "Please tidy your desks beforehand." after "The client visit is on Wednesday.": the date said before it. */
const BEFOREHAND: Row[] = [
  {
    name: '"beforehand" points at the date said just before, like "before then"',
    text: 'Hi team,\n\nThe client visit is on Wednesday. Please tidy your desks beforehand.\n\nThanks,\nJo',
    want: [{ has: 'tidy desks', title: 'Tidy your desks', due: '2026-11-25' }],
  },
];

describe('pasted mail: "beforehand"', () => {
  it.each(BEFOREHAND.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** A mail's opening "Further to our conversation," is no task, and "Further" is nobody. */
const OPENERS: Row[] = [
  {
    name: 'a supplier\'s "Further to our conversation, please find attached our quote" gives nothing',
    text: 'Good afternoon,\n\nFurther to our conversation, please find attached our quote for the fence panels.\n\nKind regards\nSteve',
    want: [],
  },
  {
    name: '"Further to your email, could you send the invoice again?" is the request alone',
    text: 'Further to your email, could you send the invoice again?',
    want: [{ has: 'send invoice', title: 'Send the invoice again', people: [] }],
  },
];

describe('pasted mail: opening phrases', () => {
  it.each(OPENERS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** "The panel would like you to bring your portfolio": what someone would like the reader to do is the reader's task. */
const LIKE_YOU_TO: Row[] = [
  {
    name: 'a recruiter passing on "The panel would like you to bring your portfolio on Thursday"',
    text: 'Hi Chris,\n\nThe panel would like you to bring your portfolio on Thursday.\n\nThanks,\nHannah',
    want: [{ has: 'bring portfolio', title: 'Bring your portfolio', due: '2026-11-26', people: [] }],
  },
  {
    name: '"They would like you to prepare a short presentation."',
    text: 'They would like you to prepare a short presentation.',
    want: [{ has: 'prepare presentation', title: 'Prepare a short presentation' }],
  },
];

describe('pasted mail: what someone would like the reader to do', () => {
  it.each(LIKE_YOU_TO.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** "Sign and return the form": a verb alone before "and" acts on the next verb's object, one task. */
const TWO_VERBS_ONE_OBJECT: Row[] = [
  {
    name: 'a supplier\'s "please sign and return the attached form" is one task, not "Sign" and another',
    text: 'Good afternoon,\n\nTo confirm the order, please sign and return the attached form by Friday.\n\nKind regards\nSteve',
    want: [{ has: 'sign return form', title: 'Sign and return the attached form', due: '2026-11-27' }],
  },
  {
    name: '"Please review and approve the budget by Friday."',
    text: 'Please review and approve the budget by Friday.',
    want: [{ has: 'review approve budget', title: 'Review and approve the budget', due: '2026-11-27' }],
  },
  {
    name: 'the user\'s own "I\'ll sign and return the tenancy form" is one task too',
    text: "Thanks for sending it over. I'll sign and return the tenancy form before the end of the month.",
    want: [{ has: 'sign return tenancy form', title: 'Sign and return the tenancy form', due: '2026-11-30' }],
  },
  {
    name: '"We\'ll review and approve the rota on Friday." is one task',
    text: "We'll review and approve the rota on Friday.",
    want: [{ has: 'review approve rota', title: 'Review and approve the rota', due: '2026-11-27' }],
  },
  {
    name: '"I\'ll go and get stamps" is "Get stamps", not "Go" and another',
    text: "I'll go and get stamps after work.",
    want: [{ has: 'get stamps' }],
  },
  {
    name: '"go and buy milk" stays "Buy milk"; two verbs with their own objects stay two tasks',
    text: 'go and buy milk, take out the bins and call mum',
    want: [{ has: 'buy milk', title: 'Buy milk' }, { has: 'take out bins' }, { has: 'call mum' }],
  },
];

describe('pasted mail: two verbs, one object', () => {
  it.each(TWO_VERBS_ONE_OBJECT.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/**
 * Round twenty-one. A duty not to do something ("let's not leave it late", "do not contact the buyer directly") is no
 * task; the sentence's date belongs to what it is about ("the return is due on the 30th; let's not leave it late").
 */
const TOLD_NOT_TO: Row[] = [
  {
    name: '"…is due on Friday, so let\'s not leave it late" gives the thing due, not "Not leave it late"',
    text: "Hi Omar,\n\nThe VAT return is due on Friday, so let's not leave it late this quarter.\n\nThanks,\nBeth",
    want: [{ has: 'vat return', due: '2026-11-27' }],
  },
  {
    name: '"Let\'s not give the landlord any excuse." after a request is no second task',
    text: "Could you photograph the meter readings before you move out? Let's not give the landlord any excuse.",
    want: [{ has: 'photograph meter readings' }],
  },
  {
    name: '"Please do not contact the buyer directly." is nothing to do',
    text: 'Please send me the survey by Monday. Please do not contact the buyer directly, everything goes through me.',
    want: [{ has: 'send survey', due: '2026-11-30' }],
  },
  {
    name: '"Let\'s not forget to book the caterer." still asks for the booking',
    text: "Let's not forget to book the caterer for the launch.",
    want: [{ has: 'book caterer', title: 'Book the caterer for the launch' }],
  },
];

describe('pasted mail: told what not to do', () => {
  it.each(TOLD_NOT_TO.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** The user's note above a pasted mail about the mail itself ("sort this out", "keep track of it") is not a task. */
const NOTE_ABOUT_THE_PASTE: Row[] = [
  {
    name: '"from the letting agent, need to deal with this" over a forwarded request',
    text: 'from the letting agent, need to deal with this\n\n---------- Forwarded message ---------\nFrom: Harbour Lettings <info@harbourlets.co.uk>\nSubject: Gas safety check\n\nDear tenant,\n\nPlease confirm a time for the gas safety check by Thursday.\n\nRegards,\nHarbour Lettings',
    want: [{ has: 'confirm time gas safety check', due: '2026-11-26' }],
  },
  {
    name: '"pls sort this out before Friday" above a mail: the request under it is the task',
    text: 'pls sort this out before Friday\n\nFrom: Tom Reed <tom@acme.io>\nSubject: Laptop return\n\nHi,\nCould you return the old laptop to IT?\n\nThanks\nTom',
    want: [{ has: 'return old laptop' }],
  },
  {
    name: '"keeping track of what I promised" above the user\'s own sent mail',
    text: "mail I sent the client, keeping track of what I promised:\n\nHi Ines,\n\nI'll send the revised floor plan by Monday.\n\nBest,\nRuth",
    want: [{ has: 'send revised floor plan', due: '2026-11-30' }],
  },
  {
    name: '"now do the things I promised ↓" above the user\'s own mail: its promises are the tasks, the pointer none',
    text: "sent at 9 — now do the things I promised ↓\n\nSubject: Re: kitchen quote\n\nHi Petra,\n\nI'll measure the worktop on Thursday.\n\nBest,\nOla",
    want: [{ has: 'measure worktop', due: '2026-11-26' }],
  },
  {
    name: '"Kim pls take the ones marked (K)" above a forwarded list is no task of its own',
    text: 'fwd to Kim — Kim pls take the ones marked (K), the rest are mine.\n\n---------- Forwarded message ---------\nFrom: Rosa Lind <rosa@lind.se>\nSubject: Party\n\nHi Jo,\n\nCould you order the balloons? (K)\n\nThanks,\nRosa',
    want: [{ has: 'order balloons' }],
  },
  {
    name: '"read it properly this time" above a letter is no task; the note\'s call is',
    text: 'note to self: read it properly this time. call the garage tonight.\n\nFrom: Tax Office <post@tax.example>\nSubject: Your return\n\nDear Jo,\n\nPlease send the missing payslips by 4 December.\n\nRegards,\nTax Office',
    want: [{ has: 'call garage' }, { has: 'send missing payslips', due: '2026-12-04' }],
  },
  {
    name: 'with no mail under it, "Sort this out by Friday." stays a task',
    text: 'The shed door is hanging off again. Sort this out by Friday.',
    want: [{ has: 'sort', due: '2026-11-27' }],
  },
];

describe('pasted mail: the note above it about the mail itself', () => {
  it.each(NOTE_ABOUT_THE_PASTE.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** A step that hands over what the task makes ("…and send me the totals", "…and update the team") is the same task. */
const HANDS_IT_OVER: Row[] = [
  {
    name: '"count the float and send me the totals by Thursday" is one task',
    text: 'Hi Leo,\n\nCould you count the till float and send me the totals by Thursday?\n\nThanks,\nAmy',
    want: [{ has: 'count till float send totals', due: '2026-11-26' }],
  },
  {
    name: '"I\'ll call the insurer and update everyone on Friday" is one task',
    text: "I'll call the insurer about the flood claim and update everyone on Friday.",
    want: [{ has: 'call insurer flood claim update everyone', due: '2026-11-27' }],
  },
  {
    name: '"I\'ll take the board paper and have a draft by Monday" is one task',
    text: "Team,\n\nI'll take the board paper and have a draft by Monday.\n\nPriya",
    want: [{ has: 'board paper draft', due: '2026-11-30' }],
  },
  {
    name: 'a second errand with its own thing stays a task of its own',
    text: 'Please book the minibus and send Jo the photos from the trip.',
    want: [{ has: 'book minibus' }, { has: 'send jo photos' }],
  },
];

describe('pasted mail: handing over what the task makes', () => {
  it.each(HANDS_IT_OVER.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/**
 * A mail pasted with its "From:" header whose writer promises things of their own is one the user sent (unless "To:
 * me", a note above it or notes under it say otherwise): the promises are the user's tasks, the requests are for the
 * people it asks.
 */
const SENT_WITH_HEADERS: Row[] = [
  {
    name: "the writer's \"I'll…\" in a mail with headers is the user's task; the named addressee is on their request",
    text: "From: Ines Duarte <ines@tilehouse.pt>\nTo: Marco Rossi <marco@tilehouse.pt>\nSubject: Showroom refit\n\nHi Marco,\n\nCan you measure the back wall on Saturday morning? I'll order the shelving brackets by Thursday.\n\nThanks,\nInes",
    want: [
      { has: 'measure back wall', due: '2026-11-28', people: ['Marco'] },
      { has: 'order shelving brackets', due: '2026-11-26', people: [] },
    ],
  },
  {
    name: "a group greeting: each named request has its person, the writer's promise has nobody",
    text: "From: Kofi Mensah <kofi@lumenfreight.com>\nTo: Ada Obi; Lars Berg\nSubject: Warehouse audit\n\nHi all,\n\nAda, please send the pallet counts to finance by Wednesday.\nLars, could you book the forklift inspection?\n\nI'll write up the audit findings by Friday.\n\nBest,\nKofi",
    want: [
      { has: 'send pallet counts', due: '2026-11-25', people: ['Ada'] },
      { has: 'book forklift inspection', people: ['Lars'] },
      { has: 'write audit findings', due: '2026-11-27', people: [] },
    ],
  },
  {
    name: '"To: me": a mail the user received, the writer\'s promise is not theirs',
    text: "From: Kofi Mensah <kofi@lumenfreight.com>\nTo: me\nSubject: Warehouse audit\n\nHi,\n\nCould you send the pallet counts to finance by Wednesday? I'll write up the audit findings myself.\n\nBest,\nKofi",
    want: [{ has: 'send pallet counts', due: '2026-11-25' }],
  },
];

describe('pasted mail: sent with its headers', () => {
  it.each(SENT_WITH_HEADERS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** A mail's courtesies and boilerplate are no tasks: attachments, thanks, footers, a settled invoice. */
const COURTESIES: Row[] = [
  {
    name: '"Kindly find attached…" and "Please find the report attached as well." are no tasks',
    text: 'Dear Mrs Osei,\n\nKindly find attached the signed lease. Please find the inventory report attached as well. Could you confirm the move-in date?\n\nRegards,\nKwame',
    want: [{ has: 'confirm move-in date' }],
  },
  {
    name: '"Great talking earlier." and "Thank you to everyone who helped…" are no tasks',
    text: 'Hi Paula,\n\nGreat talking earlier. Thank you to everyone who helped at the open day! Could you send me the visitor numbers?\n\nThanks,\nDev',
    want: [{ has: 'send visitor numbers' }],
  },
  {
    name: '"Invoice #2231 was settled on Monday btw" is no task; "Invoice the client for March" is one',
    text: 'Invoice #2231 was settled on Monday btw. Invoice the client for March.',
    want: [{ has: 'invoice client march' }],
  },
  {
    name: 'a footer asking to think of the environment before printing is no task',
    text: 'Please send the signed copy back by Friday.\n\nBest,\nNoor\n\nNoor Haddad | Office Manager\nHarbour Dental\nPlease consider the environment before printing this email.',
    want: [{ has: 'send signed copy', due: '2026-11-27' }],
  },
];

describe('pasted mail: courtesies and boilerplate', () => {
  it.each(COURTESIES.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** An electronics line's words: a reflow oven's thermal profile is the plant's, not the kitchen's. */
const PLANT_WORDS: Row[] = [
  {
    name: '"re-run the thermal profile on oven 3" is Work-Manufacturing',
    text: 'I’ll re-run the thermal profile on oven 3 tomorrow and check the solder paste lot.',
    want: [
      { has: 'thermal profile', tag: 'Work-Manufacturing' },
      { has: 'solder paste', tag: 'Work-Manufacturing' },
    ],
  },
];

describe('pasted mail: words of the plant', () => {
  it.each(PLANT_WORDS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** A note above a pasted mail ("pasting this so I don't lose it") leaves its headers the mail's own: who wrote it. */
const NOTE_OVER_HEADERS: Row[] = [
  {
    name: '"saving this here:" over "From: Zara …": her "send me the floor plan" is sending Zara the plan',
    text: 'saving this here so I remember:\n\nFrom: Zara Haddad <zara@haddad-arch.com>\nTo: Tom Reilly <tom@reilly.ie>\nSubject: Extension plans\n\nHi Tom,\n\nCould you send me the signed floor plan by Thursday?\n\nThanks,\nZara',
    want: [{ has: 'send zara signed floor plan', due: '2026-11-26', people: ['Zara'] }],
  },
];

describe('pasted mail: a note over its headers', () => {
  it.each(NOTE_OVER_HEADERS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** The user's notes under a pasted mail that say again what it asks are that task, in their words, by their day. */
const NOTES_SAY_IT_AGAIN: Row[] = [
  {
    name: '"my notes: sign the form tonight…" under "please return the signed consent form by Friday" is one task',
    text: "Dear parents,\n\nPlease return the signed consent form by Friday.\n\nKind regards,\nMrs Doyle\n\nmy notes: sign the form tonight and put it in Mia's bag. book the dentist.",
    want: [
      { has: 'sign form mia', due: '2026-11-24' },
      { has: 'book dentist', due: null },
    ],
  },
  {
    name: '"To do: redo the estimate with VAT…" under "could you send us the revised estimate" is one task',
    text: 'Hi Carl,\n\nCould you send us the revised estimate including VAT?\n\nThanks,\nOla\n\nTo do: redo the estimate with VAT and send it to Ola tomorrow. Order the tiles.',
    want: [{ has: 'redo estimate vat', due: '2026-11-25' }, { has: 'order tiles' }],
  },
  {
    name: 'a note with no day takes the message\'s: "I\'ll take the bake sale stall" under "…on Saturday?"',
    text: "Hi team,\n\nWould someone cover the bake sale stall on Saturday?\n\nThanks,\nGrace\n\nmy notes: I'll take the bake sale stall. renew my parking permit.",
    want: [{ has: 'bake sale stall', due: '2026-11-28' }, { has: 'renew parking permit' }],
  },
  {
    name: "a note about something else leaves the message's request and its day alone",
    text: 'Dear parents,\n\nPlease return the signed consent form by Friday.\n\nKind regards,\nMrs Doyle\n\nmy notes: book the dentist.',
    want: [{ has: 'return consent form', due: '2026-11-27' }, { has: 'book dentist' }],
  },
  {
    name: 'a note of another step on the same thing ("tell the foreman to hold the crates") stays beside the request',
    text: 'Hi Bram,\n\nCould you arrange a recount of the crates in your yard by Thursday?\n\nBest,\nLiesel\n\nmy notes: tell the foreman to hold all blue crates at the gate, today',
    want: [
      { has: 'arrange recount crates', due: '2026-11-26' },
      { has: 'tell foreman hold crates', due: '2026-11-24' },
    ],
  },
];

describe('pasted mail: notes under it that say it again', () => {
  it.each(NOTES_SAY_IT_AGAIN.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/**
 * Outlook's "-----Original Message-----" under nothing but the user's note (no greeting, no sign-off, no headers but a
 * subject): a forwarded message, not a reply's quote — what it asks the user is theirs, with its writer on it.
 */
const NOTE_OVER_ORIGINAL: Row[] = [
  {
    name: "a note to a colleague over the forwarded message: the note's request and the message's",
    text: 'Priya, can you reserve the training room for Monday? — LM\n\n-----Original Message-----\nFrom: Oskar Lind <oskar@lindtools.se>\nSent: Monday 09:40\nTo: Lena Moss\nSubject: Gauge calibration\n\nHi Lena,\n\nPlease send the calibration certificates for the torque gauges by Thursday.\n\nBest regards,\nOskar',
    want: [
      { has: 'reserve training room', due: '2026-11-30', people: ['Priya'] },
      { has: 'send calibration certificates', due: '2026-11-26', people: ['Oskar'] },
    ],
  },
  {
    name: 'a bare "FW:" subject and a line about the message over it, greeting a group',
    text: 'FW: Pallet labels\n\nSee below from the warehouse.\n\n-----Original Message-----\nFrom: Rosa Gil <rosa@gilstore.es>\nTo: Dispatch\nSubject: Pallet labels\n\nDear all,\nplease reprint the pallet labels for order 5531 before Friday.\n\nRosa',
    want: [{ has: 'reprint pallet labels', due: '2026-11-27' }],
  },
  {
    name: 'a greeted, signed reply over it stays a reply: only its own promise is a task',
    text: "Hi Oskar,\n\nI'll post the certificates on Wednesday.\n\nBest,\nLena\n\n-----Original Message-----\nFrom: Oskar Lind\nSent: Monday 09:40\nTo: Lena Moss\nSubject: Gauge calibration\n\nPlease send the calibration certificates for the torque gauges by Thursday.",
    want: [{ has: 'post certificates', due: '2026-11-25' }],
  },
  {
    name: 'a bare answer over it ("Done, posted them this morning.") answers the message: nothing left to do',
    text: 'Done, posted them this morning.\n\n-----Original Message-----\nFrom: Oskar Lind\nSent: Monday 09:40\nTo: Lena Moss\nSubject: Gauge calibration\n\nHi Lena, please send the calibration certificates by Thursday.\n\nOskar',
    want: [],
  },
];

describe('pasted mail: a note over an Original Message', () => {
  it.each(NOTE_OVER_ORIGINAL.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** The user's notes under a pasted message may start with "Me:" (once) or follow a bare rule ("---") with no label. */
const NOTES_WITHOUT_A_LABEL: Row[] = [
  {
    name: '"Me: sign the form and put the money in…" under "return the signed form and $5 in the reading folder by Thursday"',
    text: "Dear families,\nPlease return the signed photo form and $5 in your child's reading folder by Thursday.\n\nKind regards,\nHillside Primary Office\n\nMe: sign the photo form and put the money in Leo's reading folder. Renew the car insurance.",
    want: [
      { has: 'sign photo form', due: '2026-11-26' },
      { has: 'money leo reading folder', due: '2026-11-26' },
      { has: 'renew car insurance', due: null },
    ],
  },
  {
    name: 'a line under "---" after the message that says its request again is that request, by its day',
    text: 'Hi Sam,\n\nCould you send the signed tenancy agreement back by Friday?\n\nThanks,\nMarta\n\n---\nsign the tenancy agreement tonight. book the van.',
    want: [{ has: 'sign tenancy agreement', due: '2026-11-24' }, { has: 'book van' }],
  },
  {
    name: 'a line under "---" about something else leaves the request and its day alone',
    text: 'Hi Sam,\n\nCould you send the signed tenancy agreement back by Friday?\n\nThanks,\nMarta\n\n---\nbook the van.',
    want: [{ has: 'send signed tenancy agreement', due: '2026-11-27' }, { has: 'book van' }],
  },
];

describe('pasted mail: notes under it without a label', () => {
  it.each(NOTES_WITHOUT_A_LABEL.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** Signing up for something and telling the one who asked is one task: the telling is how. */
const SIGNS_UP_BY_TELLING: Row[] = [
  {
    name: '"I\'ll take the first-aid slot, text the coach tonight" is one task, the coach on it',
    text: "I'll take the first-aid slot, text Coach Reyes tonight. Wash the kit.",
    want: [
      { has: 'first-aid slot text coach reyes', due: '2026-11-24', people: ['Reyes'] },
      { has: 'wash kit', due: null },
    ],
  },
  {
    name: '"I\'ll volunteer for the raffle, email the committee" is one task',
    text: "I'll volunteer for the raffle, email the committee. renew the parking permit.",
    want: [{ has: 'volunteer raffle email committee' }, { has: 'renew parking permit' }],
  },
  {
    name: 'an errand and then telling someone are two tasks',
    text: 'book the dentist, email Sarah',
    want: [{ has: 'book dentist' }, { has: 'email sarah', people: ['Sarah'] }],
  },
];

describe('pasted mail: signing up by telling someone', () => {
  it.each(SIGNS_UP_BY_TELLING.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** In a school's message to parents, what the children or their things must do or be is no errand of the reader's. */
const THE_CHILDRENS_RULES: Row[] = [
  {
    name: '"Pupils should wear wellies on the day." beside a request: only the request',
    text: 'Dear parents,\n\nPupils should wear wellies on the day. Please pay the £4 trip fee on ParentPay by Thursday.\n\nKind regards,\nMrs Okoro',
    want: [{ has: 'pay trip fee', due: '2026-11-26' }],
  },
  {
    name: '"Children must bring a coat and a water bottle." is the rule of the trip',
    text: 'Dear families,\n\nChildren must bring a coat and a water bottle. Please return the consent form by Friday.\n\nThank you,\nGreenfield School Office',
    want: [{ has: 'return consent form', due: '2026-11-27' }],
  },
  {
    name: 'the user\'s notes under the message stay theirs: "my notes: buy Leo wellies"',
    text: 'Dear parents,\n\nPlease pay the trip fee by Thursday.\n\nKind regards,\nMrs Okoro\n\nmy notes: buy Leo wellies',
    want: [{ has: 'pay trip fee', due: '2026-11-26' }, { has: 'buy leo wellies' }],
  },
];

describe("pasted mail: the children's rules", () => {
  it.each(THE_CHILDRENS_RULES.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** What a message's writer will see to and tells the reader not to worry about is no task of the reader's. */
const NOT_TO_WORRY: Row[] = [
  {
    name: "a forwarded list's \"…asked for our artwork, I'll send it to him directly so don't worry about that one\"",
    text: "fwd to Kim, the rest are mine\n\n---------- Forwarded message ---------\nFrom: Nora Quinn <nora@quinn.ie>\nDate: Mon, 23 Nov 2026 at 18:02\nSubject: Party bits\nTo: Jo Hart <jo@hart.ie>\n\nHi Jo!\n\n1. Can we move the tasting to the 5th?\n2. The printer asked for our final artwork, I'll send it to him directly this week so don't worry about that one\n\nThanks a million!!\nNora x",
    // The 5th is the tasting's new day, not a deadline for asking (dates: the day a thing is moved to gives none).
    want: [{ has: 'move tasting', due: null }],
  },
  {
    name: '"dont worry, I will arrange that myself" in a reply over the user\'s own quoted mail',
    text: 'Hi Tom,\n\nCan you leave the side gate open on Thursday for the plumber?\n\nThe cracked window in the hall, dont worry, I will arrange that myself.\n\nRegards,\nCarmen\n\nOn Mon, 23 Nov 2026, Tom Fairley <tom@example.com> wrote:\n> Hi Carmen, the boiler is noisy again and the hall window is cracked.\n> Thanks, Tom',
    want: [{ has: 'leave side gate open', due: '2026-11-26' }],
  },
  {
    name: "the user's own sent mail keeps its promise, reassurance or not",
    text: "sent this to Priya:\n\nHi Priya,\n\nI'll order the new chairs this week, so don't worry about that.\n\nBest,\nJo",
    want: [{ has: 'order new chairs' }],
  },
];

describe('pasted mail: what its writer tells the reader not to worry about', () => {
  it.each(NOT_TO_WORRY.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});

/** The points of a mail's numbered list that the user's notes claim ("my bits are 1 and 3") or put aside ("ignore #2"). */
const POINTS_CLAIMED: Row[] = [
  {
    name: '"my bits are 1 and 3" above a forward: point 2, left to someone else, gives no task',
    text: 'fwd from Lena. my bits are 1 and 3, rest is for the Lisbon office\n\n---------- Forwarded message ---------\nFrom: Lena Roth <lena@roth.io>\nSubject: Q4 admin\nTo: Ops Leads <ops@roth.io>\n\nHi all,\n\n1. Mia — please send me the holiday rota by Friday.\n2. Tiago — the safety drill moves to Monday. Can you book the meeting room?\n3. Everyone: please finish the privacy course before Dec 1.\n\nThanks,\nLena',
    want: [
      { has: 'holiday rota', due: '2026-11-27' },
      { has: 'finish privacy course', due: '2026-12-01' },
    ],
  },
  {
    name: '"ignore #2" in the notes under a letter: its second point is no task',
    text: 'Dear Mr Osei,\n\nPlease note the following before completion:\n\n1. Please sign and return the transfer deed by Friday.\n2. Kindly provide proof of the deposit payment.\n3. Please book the final meter reading.\n\nKind regards,\nNomsa Dube\n\nmy notes: deposit proof went last week so ignore #2. sign the deed tonight.',
    want: [{ has: 'book final meter reading' }, { has: 'sign deed', due: '2026-11-24' }],
  },
  {
    name: 'a point naming its owner in brackets stays, claimed or not ("mine is 1.")',
    text: 'From: Ana Silva\nTo: platform-team\nSubject: Follow-ups\n\nHi all,\n\n1. Add the disk alerts on the brokers [Ana] – by Friday\n2. Shorten the retention on the clicks topic [Omar]\n\n/Ana\n\n---\nmine is 1.',
    want: [
      { has: 'add disk alerts', due: '2026-11-27' },
      { has: 'shorten retention', people: ['Omar'] },
    ],
  },
];

describe('pasted mail: the points the notes claim or put aside', () => {
  it.each(POINTS_CLAIMED.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
