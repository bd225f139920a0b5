/**
 * Round forty, people on tasks: a line opening with a word that names an area of life ("Jobs:", "Casa:", "Garden:"),
 * outside a meeting's action items and a chat, is labelled with its topic; the word is nobody, so nobody is put on the
 * line's tasks for it, while the people the line names still are. A three-letter word ("Dev:") is as often a name, and
 * under action items a label is an owner. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { namesAnArea } from './tag-meanings.js';

describe('a line labelled with an area of life', () => {
  const rows: Row[] = [
    {
      name: 'an English area word over chores',
      text: 'Jobs: sweep the garage and fix the gate latch tonight',
      want: [
        { has: 'sweep garage', due: '2026-11-24', people: [] },
        { has: 'fix latch', due: '2026-11-24', people: [] },
      ],
    },
    {
      name: 'a Spanish one, with someone fetched',
      text: 'Casa: lavar el coche el sábado y recoger a Pili del cole el viernes',
      want: [
        { has: 'lavar coche', due: '2026-11-28', people: [] },
        { has: 'recoger pili', due: '2026-11-27', people: ['Pili'] },
      ],
    },
    {
      name: 'three letters stay a name',
      text: 'Notes from the call\nDev: write the release notes by Friday',
      want: [{ has: 'release notes', due: '2026-11-27', people: ['Dev'] }],
    },
    {
      name: 'under action items the label is an owner',
      text: 'Action items\n- Dev: write the release notes by Friday',
      want: [{ has: 'release notes', due: '2026-11-27', people: ['Dev'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('namesAnArea', () => {
  const rows: [string, boolean][] = [
    ['Casa', true],
    ['Jobs', true],
    ['Garden', true],
    ['Haus', true],
    ['Kwabena', false],
    ['Steuerberater', false],
  ];
  for (const [word, want] of rows) it(word, () => expect(namesAnArea(word)).toBe(want));
});
