/**
 * What the writer's side of a mail will do once something else happens, said with no comma ("Once the forms are in
 * I'll book the coach", "If not we'll have to move the launch"): in a mail sent to the user it is theirs, not the
 * user's. In the user's own sent mail the same promise is the user's. Messages written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Once …, I\'ll …" with no comma in a received mail is the writer\'s',
    text: "From: Marta Silva <marta@coachline.example>\nTo: Owen Price\nSubject: school trip\n\nHi Owen,\n\nCould you send me the final head count by Thursday?\n\nOnce the numbers are in I'll book the second coach and confirm the pick-up time.\n\nBest,\nMarta",
    want: [{ has: 'head count', due: '2026-11-26', people: ['Marta'] }],
  },
  {
    name: '"If not we\'ll have to …" after a request is what the writer\'s side will do',
    text: 'From: Jonas Berg <jonas@platework.example>\nTo: Ana Costa\nSubject: bracket stock\n\nHi Ana,\n\nCan you check whether the warehouse still has enough hinge brackets for next week? If not we will have to delay the cabinet order.\n\nThanks,\nJonas',
    want: [{ has: 'check warehouse brackets' }],
  },
  {
    name: "in the user's own sent mail the same promise is the user's",
    text: "sent this to the coach company earlier:\n\nHi Marta,\n\nCould you send me the final quote by Thursday?\n\nOnce the numbers are in I'll book the second coach.\n\nBest,\nOwen",
    want: [{ has: 'quote', due: '2026-11-26' }, { has: 'book second coach' }],
  },
];

describe("pasted mail: the writer's promise that waits on something", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
