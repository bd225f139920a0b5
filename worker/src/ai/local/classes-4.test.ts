/**
 * Round four of the issue-12 failure classes: shared mechanisms that text never seen before stumbled on — the
 * user's notes under a forwarded message, the headers of a quoted message, a time phrase or a manner word in
 * front of the verb, "+" between actions, a sentence ending in a possessive, acknowledgements, a trip that only
 * leads to the real action, names written in letters beyond ASCII. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const EMAIL: Row[] = [
  {
    name: 'notes under a forwarded message are the user’s; the forwarded request is not a task',
    text: 'FW: flat 2 - viewing\n\n-----Original Message-----\nFrom: Omar Haddad <omar@haddad.io>\nSubject: flat 2\n\nCould you send the floor plan by Friday?\n\n---\nmy notes: send Omar the floor plan tomorrow, renew the gas safety certificate',
    want: [{ has: 'floor plan', due: '2026-11-25' }, { has: 'gas safety certificate' }],
  },
  {
    name: 'a "Name’s notes:" line after a quoted reply ends the quote',
    text: "On Mon, Ana Ruiz wrote:\n> can someone book the room?\nAna's notes: order the projector bulb",
    want: [{ has: 'projector bulb' }],
  },
  {
    name: 'the From: of a quoted message below the reply is not who the reply’s requests are for; "Could you, Wing," names a person even when Wing is also a word',
    text: 'Could you, Wing, chase the printer for a proof?\n\nFrom: Carmen Lau <c.lau@example.hk>\nSubject: pages\n\nWe need the proofs.',
    want: [{ has: 'chase printer', people: ['Wing'] }],
  },
  {
    name: 'an acknowledgement with a time ("will do after lunch") is not a task; "find out what…" follows its action',
    text: '@Tom could you ring the wholesaler and find out what happened?\nTom Peeters 09:20\nwill do after lunch',
    want: [{ has: 'ring wholesaler', people: ['Tom'] }],
  },
];

const PHRASING: Row[] = [
  {
    name: 'a time phrase before the verb ("after work", "this evening") does not hide the action',
    text: 'after work pick up the parcel from the depot. this evening call the plumber',
    want: [{ has: 'pick parcel' }, { has: 'call plumber', due: '2026-11-24' }],
  },
  {
    name: 'a sentence ending in a possessive ends there',
    text: "drop the keys at her aunt's. get a SIM for the new phone",
    want: [{ has: 'drop keys' }, { has: 'get sim' }],
  },
  {
    name: 'a manner word fused to the verb ("deep clean", "double check")',
    text: 'Deep clean the cool room before Friday. Double check the rota.',
    want: [{ has: 'deep clean cool room', due: '2026-11-27' }, { has: 'double check rota' }],
  },
  {
    name: '"+" between two actions gives two tasks sharing the date; between two things, one',
    text: '- [ ] water plants + empty the fridge friday\n- [ ] buy milk + eggs',
    want: [
      { has: 'water plants', due: '2026-11-27' },
      { has: 'empty fridge', due: '2026-11-27' },
      { has: 'buy milk eggs' },
    ],
  },
  {
    name: '"leave" is an action; a trip leading to the next action is not a task of its own',
    text: "Sam's play is Friday, leave work early. I gotta go back to the depot and swap the tyres.",
    want: [{ has: 'leave work early', due: '2026-11-27' }, { has: 'swap tyres' }],
  },
];

const PEOPLE: Row[] = [
  {
    name: 'names with letters beyond ASCII are whole names (João, Graça, Siobhán and Cormac, Zoë’s)',
    text: "Ask João to fix the tap. Pay Graça, the cleaner. Email the architect the plans, cc Siobhán and Cormac. Review Zoë's draft.",
    want: [
      { has: 'joão tap', people: ['João'] },
      { has: 'pay graça', people: ['Graça'] },
      { has: 'architect plans', people: ['Siobhán', 'Cormac'] },
      { has: 'review draft', people: ['Zoë'] },
    ],
  },
];

describe.each([
  ['pasted email and chat, round four', EMAIL],
  ['phrasing, round four', PHRASING],
  ['people, round four', PEOPLE],
])('%s', (_name, rows) => {
  it.each(rows)('$name', (row) => check(row));
});
