/**
 * A list a mail asks of its reader ("Before we start I need:", "I still need a few things from you:"): each item is a
 * thing to send or get done, worded as a state asked for ("the water meter read", "the hallway cleared of boxes") or
 * with a clause of its own ("a list of the rooms you want painted"). An item that only says how a thing stands ("the
 * permit has been applied for") and a thing with an adjective before it ("the signed lease") are not turned into
 * verbs. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

/** A decorator's mail to the user (Noor), with the items `items` under what he needs. */
const MAIL = (items: string[]) =>
  `From: Callum Reid <callum@reid-decor.example>\nTo: Noor Haddad\nSubject: painting next week\n\nHi Noor,\n\nWe can start on Monday. Before we start I need:\n${items.map((item) => `- ${item}`).join('\n')}\n\nThanks,\nCallum`;

const ROWS: Row[] = [
  {
    name: 'a state asked for becomes its verb, with the writer on it',
    text: MAIL(['the hallway cleared of boxes by Sunday', 'the water meter read on Friday morning']),
    want: [
      { has: 'clear hallway boxes', due: '2026-11-29', people: ['Callum'] },
      { has: 'read water meter', people: ['Callum'] },
    ],
  },
  {
    name: 'a thing with a clause of its own is still the thing asked for',
    text: MAIL(['a list of the rooms you want painted']),
    want: [{ has: 'list of the rooms', people: ['Callum'] }],
  },
  {
    name: 'an adjective participle stays as written',
    text: MAIL(['the signed quote']),
    want: [{ title: 'The signed quote', has: 'signed quote', people: ['Callum'] }],
  },
  {
    name: 'an item saying how a thing stands asks nothing',
    text: MAIL(['the hallway cleared of boxes', 'the parking permit has been applied for already']),
    want: [{ has: 'clear hallway boxes', people: ['Callum'] }],
  },
];

describe('the items of a list a mail asks for are the reader’s tasks', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
