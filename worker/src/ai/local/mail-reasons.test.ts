/**
 * Why a request matters, said after it of "it" or "them" (issue 12, "pasted email/chat"): who needs it ("the auditors
 * need it for the year-end file") or what cannot go on without it ("we can't print the cards without it") is no task of
 * its own, and says nothing of what the tasks around it are about. Dumps written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'who needs it, after a numbered request, is no task',
    text: 'Hi Marta,\n\n1. Could you send me the signed lease by Friday? Our auditors need it for the year-end file.\n2. Please confirm the parking bay number.\n\nThanks,\nLeo',
    want: [{ has: 'signed lease', due: '2026-11-27' }, { has: 'confirm parking bay' }],
  },
  {
    name: 'what cannot go on without it, after a bulleted request, is no task',
    text: "Hi Bea,\n\n- Can you send me the final guest list? We can't print the place cards without it.\n- The florist wants them too.\n\nBest,\nNoor",
    want: [{ has: 'final guest list' }],
  },
  {
    name: 'a bare "X needs them" closing a request line is no task; one with its own day stays part of the request',
    text: 'pls send the mould drawings to Ivo. Tooling needs them.\nask Pam for the rota, she needs it by Monday',
    want: [{ has: 'send mould drawings' }, { has: 'ask pam rota', due: '2026-11-30' }],
  },
  {
    name: '"I can\'t" in a pasted mail is no promise of the writer\'s: "I can\'t … without it" is the reason, no task',
    text: "Hi Sam,\n\n- Could you send me the final menu? I can't print the cards without it.\n- I couldn't find the invoice, can you resend it?\n\nThanks,\nAna",
    want: [{ has: 'final menu' }, { has: 'resend invoice' }],
  },
];

describe('the reason after a request', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
