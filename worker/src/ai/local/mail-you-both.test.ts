/**
 * The user's own message to two or more people ("Hi Ines and Tomas,", "Hey Ada, Bruno,", "To: Ines Ruiz; Tomas Berg"
 * with "Hi both,"): a promise to "you both", "you two" or "all of you" is to every one of them. Messages written for
 * these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Hi Ines and Tomas," with their "To:" line: "I\'ll send you both the minutes" is to both',
    text: "pasting my mail so I keep my promises\n\nTo: Ines Ruiz; Tomas Berg\nSubject: Steering group\n\nHi Ines and Tomas,\n\nThanks for today. I'll send you both the minutes by Friday.\n\nBest,\nLou",
    want: [{ has: 'minutes', due: '2026-11-27', people: ['Ines', 'Tomas'] }],
  },
  {
    name: '"Hey Ada, Bruno," greets both: "I\'ll call you two tomorrow" is to both',
    text: "Hey Ada, Bruno,\n\nGood session. I'll call you two tomorrow about the venue deposit.\n\nCheers,\nLou",
    want: [{ has: 'call venue deposit', due: '2026-11-25', people: ['Ada', 'Bruno'] }],
  },
  {
    name: 'to one person, "you" is still that one',
    text: "my email to Ines:\n\nHi Ines,\n\nThanks for today. I'll send you the minutes by Friday.\n\nBest,\nLou",
    want: [{ has: 'minutes', people: ['Ines'] }],
  },
  {
    name: 'a mail sent to the user and another: what it asks one by name is theirs alone',
    text: 'From: Kofi Mensah <kofi@adinkra.gh>\nTo: Ama Owusu; Yaw Boateng\nSubject: Workshop\n\nHi Ama, Yaw,\n\nYaw, can you book the training room for Thursday?\n\nThanks,\nKofi',
    want: [{ has: 'book training room', due: '2026-11-26', people: ['Yaw'] }],
  },
];

describe('pasted mail: "you both" in the user\'s message to several', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
