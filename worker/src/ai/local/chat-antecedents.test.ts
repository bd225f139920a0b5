/**
 * Pasted chats (issue 12, "pasted email/chat"): what an answer's "it" or "them" stands for when its own sentence names
 * nothing — the thing a message just before it named; and whose day wins when the answer gives one. Chats written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { fullerThing, thingNamedBefore } from './titles.js';

const ROWS: Row[] = [
  {
    name: '"Omar pls send them" after "I need the team names by Thursday": the team names, by Thursday',
    text: "[18:40] Priya: the quiz night is on Friday!\n[18:41] Me: I'll do the posters, but I need the team names by Thursday. Omar pls send them",
    want: [
      { has: 'do posters', people: [] },
      { has: 'send team names', title: 'Send the team names', due: '2026-11-26', people: ['Omar'] },
    ],
  },
  {
    name: '"I\'ll fill it in tonight" after a parent\'s two lines about a form: the form, the user\'s own ("your" → "my")',
    text: "[07:10] Dad: your passport renewal form came here in the post\n[07:11] Dad: it's due Dec 15\n[07:15] Me: ah thanks, I'll fill it in tonight",
    want: [
      { has: 'fill passport renewal form', title: 'Fill in my passport renewal form', due: '2026-11-24' },
    ],
  },
  {
    name: '"me, I\'ll put them out" answers who does the bins: "me" is who, not what',
    text: "Sam: who's doing the bins this week\nMe: me, I'll put them out Sunday night",
    want: [{ has: 'put bins', due: '2026-11-29' }],
  },
  {
    name: '"them" wants a plural, "it" one thing: the folding chairs, the cool box',
    text: "[16:02] Lou: I left the folding chairs in your garage\n[16:05] Me: no worries, I'll bring them back on Friday",
    want: [{ has: 'bring folding chairs', title: 'Bring back the folding chairs', due: '2026-11-27' }],
  },
  {
    name: 'a thing after a preposition is where or when, not what: "the cool box in your garage after the party"',
    text: "[16:02] Lou: I left the cool box in your garage after the party\n[16:05] Me: no worries, I'll bring it back on Friday",
    want: [{ has: 'bring cool box', title: 'Bring back the cool box', due: '2026-11-27' }],
  },
  {
    name: 'a request on "them" after a line of praise: what was praised',
    text: '[15:02] Raj: loved the slides from your talk!\n[15:05] Raj: could you share them with the new starters?\n[15:06] Me: sure, will do after lunch',
    want: [{ has: 'share slides new starters', due: '2026-11-24', people: ['Raj'] }],
  },
  {
    name: 'a pet name opening a line is who it is said to: "babe the washing machine is leaking again" is news, no task',
    text: "[08:12] Kiri: babe the washing machine is leaking again\n[08:13] Me: ugh. I'll call the repair guy at lunch",
    want: [{ has: 'call repair guy', people: [] }],
  },
  {
    name: '"hun the car is making that rattle again" — "I\'ll book it in": the car, not the rattle',
    text: "[08:12] Kiri: hun the car is making that rattle again\n[08:13] Me: I'll book it in at the garage",
    want: [{ has: 'book car garage', title: 'Book the car in at the garage' }],
  },
  {
    name: '"we\'ve run out of bin bags and coffee" — "I\'ll grab them": a thing said to be wanted has no "the" of its own',
    text: "[17:20] Lou: we've run out of bin bags and coffee\n[17:22] Me: I'll grab them on the way home",
    want: [
      { has: 'grab bin bags coffee', title: 'Grab bin bags and coffee on the way home', due: '2026-11-24' },
    ],
  },
  {
    name: '"running low on printer ink" — "I\'ll order some tomorrow": "some" is the thing wanted, one or many',
    text: "[09:05] Ade: we're running low on printer ink\n[09:07] Me: I'll order some tomorrow",
    want: [{ has: 'order printer ink', title: 'Order printer ink', due: '2026-11-25' }],
  },
  {
    name: '"we need a smoke alarm in the loft" — "I\'ll fit that too": "that" with nothing after it is the thing',
    text: "[20:01] Jo: the landing light is fixed. we need a smoke alarm in the loft though\n[20:03] Me: nice, I'll fit that too",
    want: [{ has: 'fit smoke alarm', title: 'Fit a smoke alarm' }],
  },
];

const DAYS: Row[] = [
  {
    name: '"I\'ll order them by Friday" answers a request dated by the dinner it is for: Friday, not the dinner\'s day',
    text: "[19:10] Mum: don't forget Auntie Rose's 60th dinner on the 12th, someone has to order the flowers\n[19:12] Me: I'll order them by Friday",
    want: [{ has: 'order flowers', due: '2026-11-27' }],
  },
  {
    name: 'the day of the walk a check must come before is no deadline the answer keeps: "…on Monday" wins',
    text: "[10:07] Wei: heads up the safety walk is on Dec 10, the fire door check needs doing before that\n[10:09] Me: I'll do the fire door check with facilities on Monday",
    want: [{ has: 'fire door check', due: '2026-11-30' }],
  },
  {
    name: 'a deadline the request set is met sooner: "before standup tmrw" — "I\'ll look at it tonight" is tonight',
    text: "[09:41] Sarah: can you review my PR before standup tmrw?\n[09:43] Me: sure, I'll look at it tonight",
    want: [{ has: 'review pr', due: '2026-11-24' }],
  },
  {
    name: '"we\'re low on toner, I\'ll order it Friday" after a line about the van: the toner, named in its own sentence',
    text: "[09:00] Kim: the van service is booked and paid, all done\n[09:02] Me: nice one\n[09:05] Me: we're low on printer toner too, I'll order it Friday",
    want: [{ has: 'order toner', due: '2026-11-27' }],
  },
];

/**
 * A request or an answer that names nothing but its verb ("can someone renew before thursday?", "can you ticket
 * that?"): the thing is named in the messages before it, up to two back, also by another speaker.
 */
const NAMELESS: Row[] = [
  {
    name: '"can someone renew?" — "i got it, will renew tomorrow": the permits named a message before, one task',
    text: '[08:01] Ines: fyi the parking permits for the depot run out on friday\n[08:03] Kai: argh. can someone renew before thursday?\n[08:05] me: i got it, will renew tomorrow',
    want: [{ has: 'renew parking permits', due: '2026-11-25' }],
  },
  {
    name: '"Ravi can you ticket that?" after "we really need an alert…": the alert',
    text: '[10:00] Ravi: the nightly export failed again, restarted it\n[10:02] Ola: we really need an alert when the export fails. Ravi can you ticket that?\n[10:03] Ravi: yep',
    want: [{ has: 'ticket alert', people: ['Ravi'] }],
  },
  {
    name: 'outside a chat a lone word stays as written ("invoice today" under a line about the report)',
    text: '- the quarterly report goes to the board friday\n- invoice today\n- chase the printer quote',
    want: [{ has: 'invoice', title: 'Invoice' }, { has: 'chase printer quote' }],
  },
];

describe('chat answers: what "it" and "them" stand for', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});

describe('chat answers: the day the answer gives', () => {
  for (const row of DAYS) it(row.name, () => check(row));
});

describe('chat requests and answers that name only their verb: the thing of the messages before', () => {
  for (const row of NAMELESS) it(row.name, () => check(row));
});

/** Where a thing named with its determiner ends: before another determiner's thing, and before "without". */
const THINGS: { before: string; pronoun: 'it' | 'them'; thing: string | null }[] = [
  { before: 'the examiners want the survey without the pilot answers.', pronoun: 'it', thing: 'the survey' },
  { before: 'my sister wants the tickets for the show', pronoun: 'them', thing: 'the tickets' },
  { before: 'the movers need the boxes without labels', pronoun: 'them', thing: 'the boxes' },
  { before: 'the kids finished the puzzle', pronoun: 'it', thing: 'the puzzle' },
];

describe('thingNamedBefore: where a named thing ends', () => {
  for (const row of THINGS)
    it(`"${row.before}" (${row.pronoun}) → ${row.thing}`, () =>
      expect(thingNamedBefore(row.before, row.pronoun)?.thing ?? null).toBe(row.thing));
});

/** A thing a chat request names short ("the form") is the one said in full in the messages before it. */
const FULLER: Row[] = [
  {
    name: '"can you update the form?" after "…rejected over the customs declaration form": that form',
    text: '[10:02] Ravi: the shipment to Oslo is stuck, the broker rejected the customs declaration form\n[10:03] Ravi: @me can you update the form?\n[10:05] me: yes',
    want: [{ has: 'update customs declaration form' }],
  },
];
const FULLER_TITLES: { title: string; before: string; want: string }[] = [
  {
    title: 'Check the quote',
    before: 'Legal flagged the council quote in my piece',
    want: 'Check the council quote',
  },
  {
    title: 'Swap the wrench today',
    before: 'the torque wrench on cell 4 is out of cal',
    want: 'Swap the torque wrench today',
  },
  { title: 'Book the room', before: 'we lost the room and the projector', want: 'Book the room' },
  {
    title: 'Send the login crash logs',
    before: 'the android login crash is back',
    want: 'Send the login crash logs',
  },
];

describe('a thing named short in a chat: as said in full before', () => {
  for (const row of FULLER) it(row.name, () => check(row));
  for (const row of FULLER_TITLES)
    it(`fullerThing("${row.title}") → "${row.want}"`, () =>
      expect(fullerThing(row.title, row.before)).toBe(row.want));
});

/** A pronoun closing the answer after "about" or "before": the thing said in the messages before, and its day. */
const CLOSING: Row[] = [
  {
    name: '"ugh. I\'ll write to the agency tomorrow about it" after "…hasn\'t returned the deposit": about the deposit',
    text: "[19:02] Tomás: the landlord still hasn't returned the deposit\n[19:05] me: ugh. I'll write to the agency tomorrow about it",
    want: [{ has: 'write agency about deposit', due: '2026-11-25' }],
  },
  {
    name: '"I\'ll check the exits before it" after "the fire drill is Thursday": before the fire drill, by Thursday',
    text: "[09:00] Ravi: reminder the fire drill is Thursday\n[09:05] me: ok I'll check the exits before it",
    want: [{ has: 'check exits before fire drill', due: '2026-11-26' }],
  },
  {
    name: '"…update the notes and post them" names its own thing (guard: passes before and after)',
    text: "[09:00] Ravi: the release is out\n[09:05] me: I'll update the release notes and post them tonight",
    want: [{ has: 'update release notes post them', due: '2026-11-24' }],
  },
  {
    name: '"…before it expires": the pronoun is a clause\'s subject, left as said (guard: passes before and after)',
    text: "[09:00] Ravi: the parking permit came\n[09:05] me: I'll renew the permit before it expires",
    want: [{ has: 'renew permit' }],
  },
];

describe('a pronoun closing a chat answer: the thing of the messages before', () => {
  it.each(CLOSING)('$name', check);
});

const NAMED_ACROSS_LINES: { before: string; pronoun: 'it' | 'them'; thing: string | null }[] = [
  // A thing said at a line's end is not run into the words of the next line.
  { before: "the couple still hasn't paid the balance\nugh.", pronoun: 'it', thing: 'the balance' },
  { before: 'bring the big cooler\nand the chairs', pronoun: 'them', thing: 'the chairs' },
];

describe('thingNamedBefore: a line ends a thing', () => {
  it.each(NAMED_ACROSS_LINES)('$before', ({ before, pronoun, thing }) => {
    expect(thingNamedBefore(before, pronoun)?.thing ?? null).toBe(thing);
  });
});
