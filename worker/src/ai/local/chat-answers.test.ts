/**
 * Pasted chats (issue 12, "pasted email/chat"): the user's answer that names nothing but a verb ("will do by Thursday",
 * "I'll sort it", "ok I'll file them") takes on the request open before it, dating it when its day is sooner, and with
 * no request open it is no task; a day said just after a request or a hand-off ("by Friday is fine", "need it by
 * Thursday") dates it. Chats written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, expect, it } from 'vitest';
import { chatAddressee, namesNothing, openRequestsFrom, readChat } from './chat-answers.js';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '":+1: will do by friday" in a Slack paste that names no user: the request to that speaker, dated Friday',
    text: "#site-ops, stuff I said I'd do:\n\nHana Ito  9:10 AM\nthe loading dock camera is down again\nPiet K.  9:12 AM\n@joel can you reset the dock camera?\njoel  9:15 AM\n:+1: will do by friday",
    want: [{ has: 'reset dock camera', due: '2026-11-27' }],
  },
  {
    name: '"i got it, will renew tomorrow" to "can someone renew?": the request, dated by the answer',
    text: 'Tomas: the van insurance runs out on the 9th, can someone renew?\nme: i got it, will renew tomorrow',
    want: [{ has: 'renew van insurance', due: '2026-11-25' }],
  },
  {
    name: '"let\'s do Friday 9am" to "any chance you could pop round?": that request, on Friday; no task "Do"',
    text: "Karen: the boiler is rattling again, any chance you could pop round?\nme: let's do Friday 9am\nKaren: great, and can you bring a spare valve?\nme: sure",
    want: [{ has: 'pop round', due: '2026-11-27' }, { has: 'bring spare valve' }],
  },
  {
    name: '"i\'ll do those" after the user\'s own need in their Slack message is that need, said once',
    text: "my bits are the Ada lines\n\nTom Reyes  7:40 AM\nline 3 jammed twice overnight, cleared now\nAda Moss  7:52 AM\nfyi the torque audit moved to Friday. the calibration logs for line 3 need to be signed off by Thursday, i'll do those",
    want: [{ has: 'calibration logs', due: '2026-11-26' }],
  },
  {
    name: "\"yes please Noor, phone them before tomorrow's delivery\" to Noor's offer: that offer, Noor's, by tomorrow",
    text: "Warehouse chat (I'm Eli)\nNoor: the label printer is still with the supplier, should I phone them?\nEli: yes please Noor, phone them before tomorrow's delivery",
    want: [{ has: 'phone', due: '2026-11-25', people: ['Noor'] }],
  },
  {
    name: '"that\'s me, I\'ll drop it at his tomorrow" to "can someone return the ladder…?": that request, by tomorrow',
    text: "Block B group (I'm Sol)\n[09:10] Vera: can someone return the long ladder to the caretaker? he needs it for the gutters\n[09:12] Sol: that's me, I'll drop it at his tomorrow",
    want: [{ has: 'return long ladder caretaker', due: '2026-11-25' }],
  },
  {
    name: '"Tess, could you take the summary? by Friday is fine": the request taken on, dated Friday',
    text: '#support\n[14:02] Owen: someone needs to write the summary of the billing outage\n[14:05] me: Tess, could you take the summary? by Friday is fine',
    want: [{ has: 'summary billing outage', due: '2026-11-27', people: ['Tess'] }],
  },
  {
    name: '"would you do the quiz cards? need them by Thursday so I can print them": the request, dated Thursday',
    text: "(club chat, I'm Ivo)\n[18:01] Bea: Ivo would you do the quiz cards? need them by Thursday so I can print them\n[18:03] Ivo: sure",
    want: [{ has: 'quiz cards', due: '2026-11-26' }],
  },
  {
    name: '"need it before Monday" — "will send tonight": the answer\'s sooner day, and no task "Need it"',
    text: "from teams, I'm Ada:\n\nLeo Marsh 3:02 PM\nHi Ada, can you send me the seating plan for the assembly? Need it before Monday's rehearsal\n\nAda Kerr 3:05 PM\nSure, will send tonight",
    want: [{ has: 'send seating plan', due: '2026-11-24', people: ['Leo Marsh'] }],
  },
  {
    name: '"I\'ll send you the price list tonight" in the user\'s line: "you" is the speaker it answers',
    text: "(cafe chat, I'm Rui)\n[10:02] Maya: hey, which suppliers did you use for the oat milk last month?\n[10:05] Rui: I'll send you the price list tonight",
    want: [{ has: 'price list', due: '2026-11-24', people: ['Maya'] }],
  },
];

/** The answer names the request's thing again, in a verb that takes it on or fetches it. */
const THINGS: Row[] = [
  {
    name: '"I\'ll get the bread" to "someone has to pick up the bread from the bakery on Saturday": that errand, said once',
    text: "[18:00] Dad: someone has to pick up the bread from the bakery on Saturday\n[18:05] Me: I'll get the bread",
    want: [{ has: 'pick bread bakery', due: '2026-11-28' }],
  },
  {
    name: '"I\'ll do the seating chart, need it by Thursday" to "can you do the seating chart?": the request, dated Thursday',
    text: "[09:00] Lena: can you do the seating chart for the gala?\n[09:02] Me: ok I'll do the seating chart, have to print it by Thursday",
    want: [{ has: 'seating chart', due: '2026-11-26' }],
  },
  {
    name: '"I\'ll wash the van too" after "can you book the van?" is another job on the same van',
    text: "[08:00] Kim: can you book the van for Friday?\n[08:05] Me: yes\n[08:06] Me: I'll wash the van too",
    want: [{ has: 'book van', due: '2026-11-27' }, { has: 'wash van' }],
  },
];

describe('chats: an answer that names only its verb takes on the open request', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

describe('chats: an answer that names the thing asked takes on the open request', () => {
  for (const row of THINGS) it(row.name, () => check(row));
});

describe('namesNothing', () => {
  const cases: [string, boolean][] = [
    ['Do', true],
    ['Renew', true],
    ['Sort it out', true],
    ['Confirm yours', true],
    ['Do those', true],
    ['Checklist', false],
    ['Call her', false],
    ['Book the van', false],
  ];
  for (const [title, want] of cases) it(`"${title}" → ${want}`, () => expect(namesNothing(title)).toBe(want));
});

/**
 * A chat read once for all its tasks: its messages, pasted in any order, stand in the order said, and each answer finds
 * the request before it and whom it is said to. Offsets of a made-up chat: Ola asks (0–40), the user answers (41–60),
 * Ben asks (61–90), the user answers (91–110).
 */
const CHAT = readChat([
  { start: 91, end: 110, who: null },
  { start: 41, end: 60, who: null },
  { start: 0, end: 40, who: 'Ola' },
  { start: 61, end: 90, who: 'Ben' },
]);
const LOOKUPS: {
  name: string;
  at: number;
  people: string[];
  from: number | null;
  handsOut?: boolean;
  to: string | null;
}[] = [
  { name: "the user's first answer: Ola's request", at: 45, people: [], from: 0, handsOut: false, to: 'Ola' },
  {
    name: "the user's second answer: Ben's request",
    at: 95,
    people: [],
    from: 61,
    handsOut: false,
    to: 'Ben',
  },
  {
    name: 'an answer putting Mia on it hands the job out',
    at: 95,
    people: ['Mia'],
    from: 61,
    handsOut: true,
    to: 'Ben',
  },
  { name: "Ben's own line answers nothing of the user's", at: 70, people: [], from: null, to: null },
  { name: 'outside every message', at: 200, people: [], from: null, to: null },
];

describe('readChat: one reading of a chat for all its tasks', () => {
  it('knows the user speaks in it', () => expect(CHAT.userKnown).toBe(true));
  for (const row of LOOKUPS)
    it(row.name, () => {
      const open = openRequestsFrom(CHAT, row.at, 'ok will do', row.people);
      expect(open?.from ?? null).toBe(row.from);
      if (row.handsOut !== undefined) expect(open?.handsOut).toBe(row.handsOut);
      expect(chatAddressee(CHAT, row.at)).toBe(row.to);
    });
});

/** A verb said alone in a chat, whose thing nothing before it names: shorthand ("top." is a thumbs up), no task. */
const LONE_VERBS: Row[] = [
  {
    name: '"top." after the user\'s promise is a thumbs up, not "Top the spare balls"',
    text: "Squash ladder (WhatsApp)\nRia: who's bringing the spare balls on Thursday?\nMe: I'll grab a tube of them\nRia: top.",
    want: [{ has: 'grab tube' }],
  },
  {
    name: '"lunch & learn" leaves no task "Learn"',
    text: "Slack, #eng\nTara: who's presenting at Friday's lunch & learn? nobody signed up\nMe: I'm on leave that day\nTara: no worries",
    want: [],
  },
  {
    name: 'a verb with its pronoun still asks: "can you chase them?" after the courier is named',
    text: '[09:00] Li: the courier lost the parcel again\n[09:01] Li: Me can you chase them before noon?',
    want: [{ has: 'chase', due: '2026-11-24' }],
  },
];

describe('chats: a verb alone is no task', () => {
  for (const row of LONE_VERBS) it(row.name, () => check(row));
});
