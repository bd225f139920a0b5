/**
 * Round forty, people on tasks: someone said to be away — with a verb or without ("Daniel out Thu–Fri", "Sophie off
 * sick today", "Callum on leave from Mon") — is who a later "him", "her", "his" or "he" of the same sentence means,
 * for only a person is on leave or out of the office. Not a name of the pronoun's other sex. Sentences written for
 * these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { subjectNamed } from './people.js';

describe('a "him"/"her" after someone said to be away', () => {
  const rows: Row[] = [
    {
      name: 'out, with no verb, and a bracket',
      text: 'misc: Daniel out Thu–Fri (family wedding), send him the summary tonight',
      want: [{ has: 'send daniel summary', due: '2026-11-24', people: ['Daniel'] }],
    },
    {
      name: 'off sick',
      text: 'Sophie off sick today, send her the notes',
      want: [{ has: 'send sophie notes', due: '2026-11-24', people: ['Sophie'] }],
    },
    {
      name: 'on leave, his things',
      text: 'Callum on leave from Mon, reallocate his files before Friday',
      want: [{ has: 'reallocate files', due: '2026-11-27', people: ['Callum'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('subjectNamed for someone away', () => {
  const rows: [string, string, string | null][] = [
    ['on leave, then "he"', 'Tariq on leave 2–6 Dec, find cover before he goes', 'Tariq'],
    ['out of office', 'Mireille is OOO next week, brief her on Friday', 'Mireille'],
    ['a name of the other sex', 'Sophie off sick today, send him the notes', null],
    ['away, no pronoun after', 'Sophie off sick today, send the notes to the team', null],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(subjectNamed(text)).toBe(want));
});
