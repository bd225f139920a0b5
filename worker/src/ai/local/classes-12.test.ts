/**
 * Round fourteen of the issue-12 failure classes: people in checklists and notes (a topic label before the line that
 * names who does it, "maybe ask Nina", whose home an errand goes to, a shop's possessive, "Hope to…"), chats and mail.
 * Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const CHECKLIST_PEOPLE: Row[] = [
  {
    name: 'a topic label before a line that names who does it is no person',
    text: '1:1 with Sipho\n- Offsite: Sipho drafts the travel budget by Friday.\n- Next 1:1 is on the calendar.',
    want: [{ has: 'draft travel budget', due: '2026-11-27', people: ['Sipho'] }],
  },
  {
    name: 'a tentative "maybe ask Nina" puts her on the item before it',
    text: 'before the move:\n- find someone to water the plants, maybe ask Priya\n- cancel the broadband',
    want: [
      { has: 'water plants', people: ['Priya'] },
      { has: 'cancel broadband', people: [] },
    ],
  },
  {
    name: 'whose home a pet errand goes to is a person',
    text: '- [ ] drop the cat at Ngozi’s friday\n- [ ] buy cat litter',
    want: [
      { has: 'drop cat', due: '2026-11-27', people: ['Ngozi'] },
      { has: 'buy cat litter', people: [] },
    ],
  },
  {
    name: 'whose home closing the line is a person',
    text: '- pick up the spare key from Aiko’s',
    want: [{ has: 'pick spare key', people: ['Aiko'] }],
  },
  {
    name: 'a shop written with a possessive is nobody',
    text: '- grab milk at Sainsbury’s on the way home\n- lunch at Nando’s on friday',
    want: [
      { has: 'grab milk', people: [] },
      { has: 'lunch', due: '2026-11-27', people: [] },
    ],
  },
  {
    name: '"Hope to…" is a wish of the user’s, "Hope will…" is Hope’s',
    text: 'Hope to finish the shed roof before the frost. Hope will bring the ladder on Saturday.',
    want: [
      { has: 'finish shed roof', people: [] },
      { has: 'bring ladder', due: '2026-11-28', people: ['Hope'] },
    ],
  },
];

const CHATS: Row[] = [
  {
    name: 'a chat request written "can u" is the user’s, with who asked, dated by the reply',
    text: 'Jess: can u take photos of the meters when ur home?\nMe: yeah will do tonight',
    want: [{ has: 'take photos meters', due: '2026-11-24', people: ['Jess'] }],
  },
  {
    name: 'a chat without time stamps where the user answers: another speaker’s promise is theirs',
    text: 'Ines: can you book the padel court for thursday?\nMe: sure\nInes: I’ll bring the balls',
    want: [{ has: 'book padel court', due: '2026-11-26', people: ['Ines'] }],
  },
  {
    name: 'a time stamp opened by a weekday still marks the speaker',
    text: '[Mon 09:14] Lena: Can you send the signed SOW by Wednesday?\n[Mon 09:20] Me: sure',
    want: [{ has: 'send signed sow', due: '2026-11-25', people: ['Lena'] }],
  },
  {
    name: '"I’ll look at it tonight" takes the request on, no second task, by the sooner day it gives',
    text: 'Sarah Lee  9:41 AM\nhey can you review my PR before standup tmrw?\nme  9:43 AM\nsure, I’ll look at it tonight',
    want: [{ has: 'review pr', due: '2026-11-24', people: ['Sarah Lee'] }],
  },
  {
    name: '"I’ll take it" after a request and a sentence of why',
    text: 'Priya Nair  2:20 PM\ncan someone review #4412 today? it’s blocking the release\nYou  2:22 PM\nI’ll take it',
    want: [{ has: 'review #4412', due: '2026-11-24', people: ['Priya Nair'] }],
  },
  {
    name: '"will ask her tonight" answers "can you ask your mum…" and dates it',
    text: 'Anna: can you ask your mum if she can have the kids?\nMe: will ask her tonight',
    want: [{ has: 'ask mum', due: '2026-11-24', people: ['Anna'] }],
  },
  {
    name: 'a shop of two ordinary words is no person',
    text: 'Hannah: can you order the cake from Sweet Things?\nMe: yep',
    want: [{ has: 'order cake', people: ['Hannah'] }],
  },
  {
    name: 'meeting notes: a named line’s promise stays that person’s task',
    text: 'Action items:\n- Raj: I’ll send the deck to the client\n- me: book the flights',
    want: [
      { has: 'send deck', people: ['Raj'] },
      { has: 'book flights', people: [] },
    ],
  },
];

const MAIL: Row[] = [
  {
    name: 'a "FW:" subject over Outlook’s "Original Message": the forwarded request is the user’s, with its sender',
    text: 'Subject: FW: Unit 4 lease renewal\n\n-----Original Message-----\nFrom: Farah Khan <farah@lettings.co>\nSent: Monday, 23 November 2026 09:12\nTo: Leon Marsh\nSubject: Unit 4 lease renewal\n\nHi Leon, the tenant wants to renew for 12 months. Can you confirm the new rent by Thursday?\n\nThanks, Farah\n\n---\nMy notes: call the tenant tomorrow.',
    want: [
      { has: 'confirm new rent', due: '2026-11-26', people: ['Farah'] },
      { has: 'call tenant', due: '2026-11-25', people: [] },
    ],
  },
  {
    name: 'the user answering under a ">" quote: their answer is read',
    text: 'On Mon, 23 Nov 2026 at 10:00, Omar Haddad <omar@x.com> wrote:\n> Can you renew the domain before it lapses on the 30th?\n\nSure, I’ll renew it tomorrow.',
    want: [{ has: 'renew', due: '2026-11-25', people: [] }],
  },
  {
    name: 'a received message’s "Thanks, I’ll…" is its writer’s promise',
    text: 'Hi Priya,\n\nThanks, I’ll send the minutes tonight. Could you book the room for Wednesday?\n\nBest,\nJo',
    want: [{ has: 'book room', due: '2026-11-25', people: ['Jo'] }],
  },
  {
    name: 'a received message’s "we’d like to…" is its writer’s wish',
    text: 'From: Ana Ruiz <ana@x.com>\nTo: Ben Cole\n\nHi Ben, we’d like to move the launch to January. Can you update the plan by Friday?\n\nThanks, Ana',
    want: [{ has: 'update plan', due: '2026-11-27', people: ['Ana'] }],
  },
];

const MIXED_LANGUAGES: Row[] = [
  {
    name: 'Spanish "preguntarle a Diego si…": the one asked',
    text: 'preguntarle a Diego si puede cubrir el turno del sábado',
    want: [{ has: 'diego', people: ['Diego'] }],
  },
  {
    name: 'Portuguese puts an article before the name: "ligar para a Ana amanhã"',
    text: 'ligar para a Ana amanhã',
    want: [{ has: 'ligar', due: '2026-11-25', people: ['Ana'] }],
  },
];

describe('people in checklists and notes, round fourteen', () => {
  for (const row of CHECKLIST_PEOPLE) it(row.name, () => check(row));
});

describe('chats, round fourteen', () => {
  for (const row of CHATS) it(row.name, () => check(row));
});

describe('mail, round fourteen', () => {
  for (const row of MAIL) it(row.name, () => check(row));
});

describe('people of mixed-language lines, round fourteen', () => {
  for (const row of MIXED_LANGUAGES) it(row.name, () => check(row));
});
