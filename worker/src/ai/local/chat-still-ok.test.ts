/**
 * Pasted chats and mails (issue 12, "pasted email/chat"): "are you still ok to…", "are you happy to…" asks the reader
 * to do it, as "are you able to…" does. Dumps written for these tests, Tuesday 2026-11-24 in UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"are you still ok to…" in a chat: the user\'s task with whoever asked',
    text: 'Orla: are you still ok to water the plants while we are away?\nMe: yes of course\nOrla: thank you!\nMe: no bother',
    want: [{ has: 'water plants', people: ['Orla'] }],
  },
  {
    name: '"are you happy to…" in a mail',
    text: 'Hi Sam,\n\nAre you happy to chair the Thursday review? I am off that day.\n\nThanks,\nDee',
    want: [{ has: 'chair thursday review' }],
  },
  {
    name: '"are you ok?" alone asks after someone, no task (guard: the same before)',
    text: 'Orla: you left early, are you ok?\nMe: yes just tired\nOrla: ok good\nMe: will do',
    want: [],
  },
];

describe('"are you still ok to…" asks the reader', () => {
  it.each(ROWS)('$name', check);
});
