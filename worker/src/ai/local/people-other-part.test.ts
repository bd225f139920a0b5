/**
 * Round forty-two, people on tasks: notes split a job in one sentence, someone's part said in the present ("Dalia
 * prepares the risk docs", "Obi runs it", "Wiktor owns the login screen") beside the user's own ("I review them Wed",
 * "I book the training room", "I'll do the rest"). That person is on the user's task. A request ("Dad needs the car")
 * reads as before, and an imperative step beside another's part is not the user's part said as theirs.
 * Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { partnerIn } from './people.js';

describe("the user's part beside another's", () => {
  const rows: Row[] = [
    {
      name: 'their part, then mine with a day',
      text: '- fire audit on the 3rd, Dalia prepares the risk docs, I review them Wed 2nd',
      want: [{ has: 'review risk docs', due: '2026-12-02', people: ['Dalia'] }],
    },
    {
      name: 'a session someone runs, and what I book for it',
      text: 'first aid refresher Monday 7:30, Obi runs it, I book the training room',
      want: [{ has: 'book training room', people: ['Obi'] }],
    },
    {
      name: 'someone owns a piece, I do the rest',
      text: "Wiktor owns the login screen, I'll do the rest.",
      want: [{ has: 'rest', people: ['Wiktor'] }],
    },
    {
      name: 'mine first, then theirs',
      text: '- grant budget, I draft it by Friday, Hamid checks the figures',
      want: [{ has: 'draft', due: '2026-11-27', people: ['Hamid'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('partnerIn', () => {
  const rows: [string, string, string | null][] = [
    ['a verb in the present', 'Dalia prepares the risk docs', 'Dalia'],
    ['a part verb the lexicon lacks', 'Wiktor owns the login screen', 'Wiktor'],
    ['with "will"', 'Ravi Menon will do the renewal', 'Ravi Menon'],
    [
      'the last part of a clause that runs on',
      'fire audit on the 3rd, Dalia prepares the risk docs',
      'Dalia',
    ],
    ['a want is no part', 'Dad needs the car Friday', null],
    ['a thing doing something is no one', 'The Heating comes on at six', null],
    ['a verb of no part', 'Dalia says hi', null],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(partnerIn(text)).toBe(want));
});
