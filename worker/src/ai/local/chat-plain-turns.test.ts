/**
 * Pasted chats without time stamps and without a "me" line ("Ines: …", "Sofia: …", "Kim (site lead): …"): lines that
 * take turns are a chat's messages, so an answer that names only its verb takes on the request before it; meeting
 * notes' owner lines stay each owner's task. Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { takesTurns } from './chat-lines.js';
import { check, type Row } from './class-rows.js';
import { cleanUp } from './cleanup.js';

const ROWS: Row[] = [
  {
    name: 'housemates take turns: "fine, I\'ll pay it tomorrow" takes on the bill asked about, no task of its own',
    text: "Ines: the water bill came, it's due on the 30th. can someone pay it?\nMarco: not me, I paid the last one\nInes: Sofia?\nSofia: fine, I'll pay it tomorrow\nInes: thanks",
    want: [{ has: 'pay water bill', due: '2026-11-25' }],
  },
  {
    name: 'a speaker with a role in brackets ("Kim (site lead):") is a chat speaker: "yep will book it this arvo" dates the request',
    text: 'Kim (site lead): the scaffold tag ran out yesterday. Omar can you get it re-inspected\nOmar: yep will book it this arvo\nKim (site lead): cheers\nLuca (sparky): need the ceiling lined before I can fit the lights\nOmar: plasterers are in Thursday',
    want: [{ has: 're-inspected', due: '2026-11-24', people: ['Omar'] }],
  },
  {
    name: 'meeting notes whose owners come back ("Raj: … / Priya: … / Raj: …") but never answer stay owner lines',
    text: 'Action items\nRaj: send the deck by Thu\nPriya: book the room for Friday\nRaj: update the budget\nTom: draft the agenda',
    want: [
      { has: 'send deck', due: '2026-11-26', people: ['Raj'] },
      { has: 'book room', due: '2026-11-27', people: ['Priya'] },
      { has: 'update budget', people: ['Raj'] },
      { has: 'draft agenda', people: ['Tom'] },
    ],
  },
  {
    name: 'a role in brackets outside a chat ("Rich (tooling): fix the jig") is left as written',
    text: 'Rich (tooling): fix the jig on press 2 by Friday\nGene (quality): sign off the first article',
    want: [{ has: 'fix jig', due: '2026-11-27' }, { has: 'sign first article' }],
  },
];

const TURNS: { name: string; who: string[]; chat: boolean }[] = [
  { name: 'two speakers back and forth', who: ['Ana', 'Bo', 'Ana', 'Bo'], chat: true },
  { name: 'each owner once', who: ['Raj', 'Priya', 'Tom', 'Lea'], chat: false },
  { name: 'one owner after another, never back', who: ['Raj', 'Raj', 'Priya', 'Priya'], chat: false },
  { name: 'back once, only two changes', who: ['Raj', 'Priya', 'Raj'], chat: false },
  { name: 'one speaker alone', who: ['Ana', 'Ana', 'Ana', 'Ana'], chat: false },
];

/**
 * Whose lines are a chat's messages, when speakers show a role in brackets: one reading of who takes turns decides both
 * that the roles go and that the lines talk, so a speaker whose name is also a word ("Will", "Hope") counts as any other.
 */
const SPEAKERS: { name: string; text: string; who: string[] }[] = [
  {
    name: 'a speaker named by a word, with a role, takes turns with one without',
    text: 'Will (yard): the skip out front is full, can you get it swapped\nAna: ok will ring them Thursday\nWill (yard): ta\nAna: np',
    who: ['Will', 'Ana', 'Will', 'Ana'],
  },
  {
    name: 'another word-name speaker with a longer role',
    text: 'Hope (front desk): the card machine is offline again, can someone call the bank\nSam: on it, I will call them tomorrow\nHope (front desk): thanks. the receipt rolls too\nSam: will order some Friday',
    who: ['Hope', 'Sam', 'Hope', 'Sam'],
  },
  {
    name: 'two owners with roles, each once: notes, no messages',
    text: 'Rich (tooling): fix the jig on press 2 by Friday\nGene (quality): sign off the first article',
    who: [],
  },
];

describe('chats without time stamps: lines that take turns', () => {
  for (const row of ROWS) it(row.name, () => check(row));
  for (const row of TURNS) it(`takesTurns: ${row.name}`, () => expect(takesTurns(row.who)).toBe(row.chat));
  for (const row of SPEAKERS)
    it(`speakers: ${row.name}`, () => expect(cleanUp(row.text).messages.map((m) => m.who)).toEqual(row.who));
});
