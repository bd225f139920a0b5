/**
 * A chat's short forms: another speaker's "we're out of X" asks the user to buy it, "those" / "both" in an answer stand
 * for the things said before, the user's "ill" is their "I'll", a yes in another language ("ja", "sí") is a yes, and
 * "fwiw", "tbh", "imo" open what is said, no verb. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { plainShortcodes } from './chat-shorthand.js';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"we\'re also out of X" from another speaker, with no answer, is the user\'s errand to buy it',
    text: "Priti: the landlord fixed the shower finally\nPriti: oh and we're also out of teabags\nme: nice",
    want: [{ has: 'buy teabags', people: [] }],
  },
  {
    name: '"running low on X and Y" is one errand for both',
    text: 'Hamid: running low on nappies and wipes again\nMe: ok',
    want: [{ has: 'buy nappies wipes', people: [] }],
  },
  {
    name: '"out of time" is no errand',
    text: "Hamid: we're out of time for the museum today\nMe: next week then",
    want: [],
  },
  {
    name: '"can you grab those" after "we\'re out of X and Y" names the things, on whom it asks',
    text: "Kofi: we're out of rice and lentils\nAma: Kofi can you grab those after work?\nKofi: fine",
    want: [{ has: 'grab rice lentils', people: ['Kofi'] }],
  },
  {
    name: 'the user\'s "ill grab both" takes the things on, one task, no duplicate errand',
    text: "Jess: we're out of cat litter and bin liners\nme: ok ill grab both on my way back\nJess: ty",
    want: [{ has: 'grab cat litter bin liners', people: [] }],
  },
  {
    name: '"ja I\'ll do it tonight" from the one asked by name: the request is theirs, tonight, and no task of its own',
    text: "(I'm Thandi)\n[09:00] Naledi: someone must send the stall forms. Lerato?\n[09:02] Lerato: ja I'll do it tonight\n[09:03] Thandi: thanks",
    want: [{ has: 'send stall forms', due: '2026-11-24', people: ['Lerato'] }],
  },
  {
    name: '"sí, I\'ll book it tonight" is the user taking the request on, as "yes, I\'ll book it tonight" is',
    text: "24/11/2026, 18:00 - Ana: can you book the court for Thursday?\n24/11/2026, 18:02 - Me: sí, I'll book it tonight",
    want: [{ has: 'book court', due: '2026-11-24' }],
  },
  {
    name: '"tbh the new rota works fine. imo the old printer never worked anyway": what a chat opens with "tbh"/"imo" says, no task',
    text: '[12:00] Ola: tbh the new rota works fine. imo the old printer never worked anyway',
    want: [],
  },
  {
    name: '"fwiw the van is booked, can you book the hotel for Friday?": only the hotel',
    text: '[12:00] Ola: fwiw the van is booked\n[12:01] Ola: can you book the hotel for Friday?',
    want: [{ has: 'book hotel', due: '2026-11-27', people: ['Ola'] }],
  },
];

describe('chat shorthand', () => {
  it.each(ROWS)('$name', check);
});

/** A Slack reaction code answering a request: a yes, never a title ("Rhea Patel  11:02 AM" lines copied as text). */
const REACTIONS: Row[] = [
  {
    name: '":thumbsup: after lunch" to "@Omar can you check…" is Omar\'s yes, dated; no task ":thumbsup"',
    text: '#ops\nRhea Patel  11:00 AM\nthe staging db backup skipped last night\nRhea Patel  11:01 AM\n@Omar can you check why the backup job skipped\nOmar Haddad  11:02 AM\n:thumbsup: after lunch',
    want: [{ has: 'check backup job skipped', due: '2026-11-24', people: ['Omar'] }],
  },
  {
    name: '":+1:" alone to a request is no task of its own',
    text: '#site\nLena Berg  9:00 AM\n@Tom can you order the spare filters for unit 2 by Friday\nTom Ruiz  9:05 AM\n:+1:',
    want: [{ has: 'order spare filters', due: '2026-11-27', people: ['Tom'] }],
  },
];

const CODES: { text: string; want: string }[] = [
  { text: ':thumbsup: after lunch', want: 'ok         after lunch' },
  { text: ':+1: will do', want: 'ok   will do' },
  { text: ':white_check_mark: deployed', want: 'done               deployed' },
  { text: 'nice :tada:', want: 'nice       ' },
  { text: 'standup at 9:00: notes below', want: 'standup at 9:00: notes below' },
  { text: 'see https://example.com:8080/x', want: 'see https://example.com:8080/x' },
];

describe('chat reactions written as codes', () => {
  for (const row of REACTIONS) it(row.name, () => check(row));
  for (const row of CODES)
    it(`plainShortcodes("${row.text}")`, () => {
      expect(plainShortcodes(row.text)).toBe(row.want);
      expect(plainShortcodes(row.text)).toHaveLength(row.text.length);
    });
});

/** "need you to…" with its "I" left out, as chats write it, asks the reader as "I need you to…" does. */
const NEED_YOU: Row[] = [
  {
    name: '"also need you to send the rota…" asks the user, dated Friday',
    text: '[10:00] Dana: morning. also need you to send the rota to the agency by Friday\n[10:02] me: will do',
    want: [{ has: 'send rota agency', due: '2026-11-27' }],
  },
  {
    name: '"need you to sign the timesheet today pls"',
    text: '[09:10] Omar: need you to sign the timesheet today pls\n[09:12] me: ok',
    want: [{ has: 'sign timesheet', due: '2026-11-24' }],
  },
  {
    name: '"I need you to…" as before',
    text: '[09:00] Omar: I need you to check the fire doors tonight\n[09:01] me: sure',
    want: [{ has: 'check fire doors', due: '2026-11-24' }],
  },
];

describe('"need you to" without its "I"', () => {
  for (const row of NEED_YOU) it(row.name, () => check(row));
});

/** A deadline said after a request on its line, with the rule it comes from ("due Thursday per policy"). */
const BY_RULE: Row[] = [
  {
    name: '"can you own the RCA? due Friday per policy": the RCA, due Friday; no task "Per policy"',
    text: '[08:10] Ines: @me can you own the RCA for the outage? due Friday per policy\n[08:12] me: yes',
    want: [{ has: 'own rca', due: '2026-11-27' }],
  },
  {
    name: '"Monday as per the SLA" after the request',
    text: '[08:10] Ines: please send the customer the incident summary. Monday as per the SLA\n[08:12] me: ok',
    want: [{ has: 'send incident summary', due: '2026-11-30' }],
  },
];

describe('a deadline by rule after a request', () => {
  for (const row of BY_RULE) it(row.name, () => check(row));
});
