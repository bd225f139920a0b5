/**
 * The user's notes about a pasted mail that hand one of its numbered or lettered points to someone ("2 goes to Priya",
 * "b) is Tomas's team") put that person on the point's task, instead of the writer. Messages written for these tests,
 * Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

/** A mail to the user (Jo) from the venue, with a numbered list of what it needs, and the user's notes `notes`. */
const NUMBERED = (notes: string) =>
  `${notes}\n\nFrom: Greta Sand <greta@harbour-venue.example>\nTo: Jo Marsh\nSubject: conference day\n\nDear Jo,\n\nBefore the conference I would be grateful for:\n1. The final attendee list, by 1 December.\n2. Updated photos of the poster boards, with the signed release forms.\n\nKind regards,\nGreta`;

/** A mail to the user (Jo) with lettered points, and the user's notes under it. */
const LETTERED = (notes: string) =>
  `Hi Jo,\n\nOpen points from the audit visit:\n\na) Please get the filter of the extractor fan in bay 4 replaced.\nb) Could you send me the updated training records by Friday?\n\nBest regards,\nGreta Sand\n\n${notes}`;

const ROWS: Row[] = [
  {
    name: '"2 goes to Priya" in the notes above gives point 2 to Priya, point 1 stays the writer\'s',
    text: NUMBERED('My notes: 1 I do myself, 2 goes to Priya.'),
    want: [
      { has: 'attendee list', people: ['Greta'] },
      { has: 'photos poster boards', people: ['Priya'] },
    ],
  },
  {
    name: '"a) is Tomas\'s team" in the notes under gives point a) to Tomas',
    text: LETTERED("Jo's notes: a) is Tomas's team, I only check it's done."),
    want: [
      { has: 'filter', people: ['Tomas'] },
      { has: 'training records', people: ['Greta'] },
    ],
  },
  {
    name: 'a point said to be on a day ("2 is Monday") is no one\'s',
    text: NUMBERED('My notes: 2 is Monday at the latest.'),
    want: [
      { has: 'attendee list', people: ['Greta'] },
      { has: 'photos poster boards', people: ['Greta'] },
    ],
  },
];

describe('notes that hand a mail’s numbered point to someone', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
