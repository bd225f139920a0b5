/**
 * Pasted chats (issue 12, "pasted email/chat"): "the glazier can come Friday, someone has to be home" — "I'll wfh
 * Friday", "yeah I'll be in", "ok, Mira will be there": the user taking on the visit is one task, "Be home for the
 * glazier", by the answer's day or else the visit's, with whom the answer sends. Chats written for these tests,
 * Tuesday 2026-11-24 in UTC.
 */
import { describe, expect, it } from 'vitest';
import { homeVisits } from './chat-be-home.js';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"glazier can come fri between 9-1, can u be home?" — "yeah I\'ll wfh fri": be home for the glazier, Friday',
    text: "Ola: did you pay the gas bill\nMe: yes this morning\nOla: glazier can come fri between 9-1, can u be home? I've got the offsite\nMe: yeah I'll wfh fri\nOla: ty",
    want: [{ has: 'be home for glazier', due: '2026-11-27', description: 'glazier can come fri' }],
  },
  {
    name: '"someone\'s coming to look at the oven thursday, can you be in?" — "yeah I\'ll be in": the visit\'s day',
    text: "Ola: the agent emailed, someone's coming to look at the oven thursday between 8 and 12, can you be in?\nMe: yeah I'll be in\nOla: great\nMe: np",
    want: [{ has: 'be home for oven', due: '2026-11-26' }],
  },
  {
    name: '"The electrician can come Monday, someone has to be home" — "ok, Mira will be there": Mira is on it',
    text: 'Don Ruiz: Hello! The electrician can come Monday between 9 and 12, someone has to be home\nMe: ok, Mira will be there\nDon Ruiz: perfect\nMe: thanks',
    want: [{ has: 'be home for electrician', due: '2026-11-30', people: ['Mira'] }],
  },
];

describe('chats: the user taking on being home for a visit', () => {
  it.each(ROWS)('$name', check);
  it('a visit nobody takes on, or one the user turns down, is no such task (guard)', () => {
    const text = 'Ola: the plumber comes thurs, someone has to be home\nMe: i cant thurs, can u?\nOla: no';
    const first = text.indexOf('the plumber');
    const second = text.indexOf('i cant');
    const messages = [
      { who: 'Ola', start: first, end: text.indexOf('\n') },
      { who: null, start: second, end: text.indexOf('\n', second) },
    ];
    expect(homeVisits(text, messages)).toEqual([]);
  });
});
