/**
 * Round forty-one, people on tasks: a topic that opens with someone's thing and has no verb ("Ingeborg's renewal",
 * "Kids: Tomasz's project board", "Wairimu's term fees"), then a step on it after a dash or a comma ("— chase the
 * signature", "- buy card", ", pay online"): the step is done for that person, who is on the task. Not an occasion of
 * theirs (the user's errand for it), nor someone's thing said further into the topic, nor a pet's. Sentences written
 * for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { topicOwner } from './people.js';

describe("a step on someone's thing said before it as a topic", () => {
  const rows: Row[] = [
    {
      name: 'a dash after the topic',
      text: "Ingeborg's contract renewal — chase the signature if not back by Thursday",
      want: [{ has: 'chase signature', people: ['Ingeborg'] }],
    },
    {
      name: 'a comma after the topic',
      text: "Wairimu's second term fees, pay online by 5 Dec.",
      want: [{ has: 'pay', people: ['Wairimu'] }],
    },
    {
      name: "an occasion is the user's errand",
      text: "Henrike's leaving do stuff, book the back room at the pub",
      want: [{ has: 'book room', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('topicOwner', () => {
  const rows: [string, string, string | null][] = [
    ['a thing of theirs', "Ingeborg's contract renewal", 'Ingeborg'],
    ['after a label', "Kids: Tomasz's project board", 'Tomasz'],
    ['an occasion', "Henrike's leaving do stuff", null],
    ['a thing further on', "closing call with Ingeborg's team", null],
    ['no owner', 'the contract renewal', null],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(topicOwner(text)).toBe(want));
});
