/**
 * A writer asking to hear back later ("text me once the van is loaded", "email us if the venue needs anything else")
 * waits for news, as "let me know when…" does: nothing to do for whoever wrote it or reads it. Asking for a reminder,
 * or to contact someone else, is still a task. Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

/** The user's own mail to a colleague, a request and `closing` after it. */
const SENT = (closing: string) =>
  `To: Rafael Moreno\nSubject: stand move\n\nHi Rafael,\n\nCould you move the stand to hall B by Thursday? ${closing}\n\nThanks,\nIngrid`;

const ROWS: Row[] = [
  {
    name: '"text me once…" after a request: only the request',
    text: SENT('Text me once the van is loaded.'),
    want: [{ has: 'move stand hall', people: ['Rafael'] }],
  },
  {
    name: '"email us if the venue needs anything else": a closing',
    text: SENT('Email us if the venue needs anything else.'),
    want: [{ has: 'move stand hall', people: ['Rafael'] }],
  },
  {
    name: 'a chat reply asking to be pinged when it is up',
    text: 'Tomas: the new build goes out tonight\nme: ok ping me as soon as it is live',
    want: [],
  },
  {
    name: 'asking for a reminder is a task',
    text: 'remind me when the insurance renewal is due',
    want: [{ has: 'remind insurance renewal' }],
  },
  {
    name: 'contacting someone else on a condition is a task',
    text: 'ping Kofi if the courier has not come by noon',
    want: [{ has: 'ping kofi', people: ['Kofi'] }],
  },
];

describe('asking to hear back later is no task', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
