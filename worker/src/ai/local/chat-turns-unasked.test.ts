/**
 * A chat whose lines take turns is a chat though nobody asks anything with a question mark: another speaker's promise
 * is theirs, and a job a speaker asks for and another says is done is settled. Chats written for these tests,
 * Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "another speaker's promise is theirs, the user's own is the task",
    text: "Ola: the coffee machine is leaking again\nBen: I'll ring the repair shop after lunch\nOla: thanks Ben\nme: I'll order new filters today\nBen: 👍",
    want: [{ has: 'order filters', due: '2026-11-24' }],
  },
  {
    name: 'a job asked for and answered done is settled',
    text: 'tove: printer on 2nd floor is jammed again\narvid: someone reset the print queue pls\ntove: done, queue is empty now\nme: I will log a ticket with facilities tomorrow\narvid: ty',
    want: [{ has: 'log ticket facilities', due: '2026-11-25' }],
  },
];

describe('a chat that takes turns without a question', () => {
  it.each(ROWS)('$name', check);
});
