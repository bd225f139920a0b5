/**
 * Round forty-one, a longer job put as a question to self and answered no: "book the Skye–Mallaig ferry? no — it's
 * turn-up-and-go. skip", "need a 2nd reference for the Leeds job?? no, they only ask for one" take the job back
 * as a short one ("Renew the gym? nah") always did. A no that gives a day corrects the job instead, and the tasks around
 * stay. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a question with a dashed name, answered no with why, is no task; the next item stays',
    text: 'Trip list\n- book the Skye–Mallaig ferry? no — it is turn-up-and-go, nothing to book.\n- buy midge spray',
    want: [{ has: 'midge spray' }],
  },
  {
    name: 'an eight-word question to self answered "no, …" is no task',
    text: '- need a 2nd reference for the Leeds job?? no, they only ask for one and Ruth already sent hers.\n- email the Leeds recruiter about start dates',
    want: [{ has: 'email leeds recruiter' }],
  },
  {
    name: 'a no that gives a day corrects the job rather than dropping it',
    text: '- phone the council about the parking permit tonight? no, they are closed - tomorrow morning',
    want: [{ has: 'phone council parking permit' }],
  },
  {
    name: 'a question to someone else stays, whatever follows',
    text: 'Priya: can you send the signed lease to the agent today? no rush',
    want: [{ has: 'send signed lease agent' }],
  },
];

describe('round forty-one: a longer job asked of oneself and turned down', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
