/**
 * In a mail sent to the user (its "From:" names someone else), the writer's own promise on a point of a list ("- I'll
 * print the seating plan myself", "3) I'll call the caterer") is theirs, as one in a sentence is; the points that ask
 * the reader stay. A mail with no headers is only guessed to be received, so its "I'll…" points stay the user's.
 * Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "the writer's promise on a dashed point of a received mail is no task",
    text: "From: Orla Byrne\nTo: me\nSubject: gala dinner\n\nHi Tess,\n\nA few things before the gala:\n- could you confirm the final head count by Friday?\n- I'll print the seating plan myself on Monday.\n\nThanks,\nOrla",
    want: [{ has: 'confirm final head count', due: '2026-11-27', people: ['Orla'] }],
  },
  {
    name: 'the same on a numbered point',
    text: "From: Orla Byrne\nTo: me\nSubject: gala dinner\n\nHi Tess,\n\n1) please send the raffle prizes list\n2) I'll call the caterer tomorrow\n\nThanks,\nOrla",
    want: [{ has: 'send raffle prizes list', people: ['Orla'] }],
  },
  {
    name: 'a headerless mail keeps its "I\'ll…" points',
    text: "Hi Tess,\n\n- I'll print the seating plan on Monday.\n- Could you confirm the head count?\n\nThanks,\nOrla",
    want: [{ has: 'print seating plan', due: '2026-11-30' }, { has: 'confirm head count' }],
  },
];

describe("pasted mail: the writer's promise on a point of their list", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
