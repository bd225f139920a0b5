/**
 * Round forty, people on tasks: a "him" or "her" stands only for someone. When a sentence before a task is about a
 * thing ("the quarterly invoice", "(school concert)", "Gran's anniversary"), the task's pronoun keeps its place in the
 * title rather than naming the thing ("send him the notes", not "send school concert the notes"); a role or a name the
 * sentence is about still stands for it ("the roofer", "the escrow officer"). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { standsForSomeone } from './people.js';

describe('standsForSomeone: what a person pronoun may stand for', () => {
  const rows: [string, boolean][] = [
    ['the roofer', true],
    ['the escrow officer', true],
    ["Noor's finance head", true],
    ['florist', true],
    ['Biscuit', true],
    ['Amma', true],
    ['the quarterly invoice', false],
    ['school concert', false],
    ["Gran's anniversary", false],
    ["dada's knee", false],
    ['somebody', false],
    ['Thu', false],
    ['outage', false],
  ];
  for (const [phrase, want] of rows) it(phrase, () => expect(standsForSomeone(phrase)).toBe(want));
});

describe('a task\'s "him"/"her" after a sentence about a thing', () => {
  const rows: Row[] = [
    {
      // (Ravi, away, is who "him" is: people-away-subjects.)
      name: 'a bracket saying why someone is away',
      text: 'standup: Ravi away Thu-Fri (school concert), send him the notes tonight',
      want: [{ has: 'send notes', title: 'Send Ravi the notes', due: '2026-11-24', people: ['Ravi'] }],
    },
    {
      name: 'a bill that is overdue',
      text: 'the quarterly invoice is overdue again, call her about it tomorrow',
      want: [{ has: 'call invoice', title: 'Call her about the quarterly invoice', due: '2026-11-25' }],
    },
    {
      name: 'a trade still stands for him',
      text: 'the roofer can start on the 9th, confirm with him tomorrow',
      want: [{ has: 'confirm roofer', title: 'Confirm with the roofer', due: '2026-11-25' }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
