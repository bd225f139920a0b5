/**
 * The user's note under a pasted mail that hands one of its requests to someone ("tell Joe about the van thing",
 * "painting -> get Marta's crew on it") is that request with that person on it, no task of its own. Messages
 * written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const MAIL = (notes: string) =>
  `From: Ines Varga <ines@varga-lettings.example>\nTo: Dev Patel\nSubject: unit 4 before handover\n\nHi Dev,\n\nTwo things before the new tenant moves in:\n\n1) Arrange repainting of the hallway walls.\n2) Can your husband move the van out of the garage on Saturday?\n\nThanks,\nInes\n\n---\nmy notes: ${notes}`;

const ROWS: Row[] = [
  {
    name: '"tell X about the <thing> thing" gives the request with that thing to X (a short word too)',
    text: MAIL('tell Joe about the van thing'),
    want: [{ has: 'repainting hallway' }, { has: 'van', people: ['Joe'] }],
  },
  {
    name: '"<thing> -> get X\'s crew on it" gives the request that says the thing to X',
    text: MAIL("repainting -> get Marta's crew on it"),
    want: [{ has: 'repainting hallway', people: ['Marta'] }, { has: 'van' }],
  },
  {
    name: 'a note that names a thing no request says stays a task of its own',
    text: MAIL('tell Joe about the boiler thing'),
    want: [{ has: 'repainting' }, { has: 'van' }, { has: 'tell joe boiler', people: ['Joe'] }],
  },
];

describe('a note under a mail that hands one of its requests to someone', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
