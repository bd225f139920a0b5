/**
 * Round forty-one, people on tasks: a clause right beside the user's task that only says who asked for it, wants it or
 * needs it ("Selin asked for it by Wednesday", "(Emre asked)", "because Femi wants to review it", "Giorgos (co-PI)
 * needs both") puts that person on the task, before or after it in its sentence; not on another task of the sentence,
 * and not a relation or someone doing a job of their own. Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { wanterIn } from './people.js';

describe('whoever asked for, wants or needs the task is on it', () => {
  const rows: Row[] = [
    {
      name: 'asked, after the task',
      text: 'Outage last night: draft the postmortem, Jurgen asked for it by Thursday.',
      want: [{ has: 'postmortem', people: ['Jurgen'] }],
    },
    {
      name: 'asked, in brackets after the task',
      text: 'rotate the API keys on the billing service (Wanjiru asked).',
      want: [{ has: 'rotate keys', people: ['Wanjiru'] }],
    },
    {
      name: 'wants it, before the task',
      text: 'Oyelaran wants the floor plan by Friday → send it tomorrow morning',
      want: [{ has: 'send', people: ['Oyelaran'] }],
    },
    {
      name: 'because someone wants it',
      text: 'I have to finish the grant report by Wednesday, because Marguerite wants to read it first.',
      want: [{ has: 'grant report', due: '2026-11-25', people: ['Marguerite'] }],
    },
    {
      name: 'only the task beside it, not the one before',
      text: 'tidy the shared drive, then update the onboarding wiki (Tadeusz asked).',
      want: [
        { has: 'tidy drive', people: [] },
        { has: 'wiki', people: ['Tadeusz'] },
      ],
    },
    {
      name: 'not across an "also"',
      text: 'renew the parking permit online, also Berenike needs the van on Saturday.',
      want: [{ has: 'parking permit', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});

describe('wanterIn', () => {
  const rows: [string, string, string | null][] = [
    ['asked for it', 'Ifeoluwa asked for it by Monday', 'Ifeoluwa'],
    ['a role in brackets', 'Radoslav (site lead) needs both on Thursday', 'Radoslav'],
    ['because', 'because Henrike wants to review it', 'Henrike'],
    ['a relation is nobody', 'Mum wants the photos', null],
    ['a doer, not a wanter', 'Ifeoluwa is doing the slides', null],
    ['the user', 'I asked for it', null],
  ];
  for (const [name, text, want] of rows) it(name, () => expect(wanterIn(text)).toBe(want));
});
