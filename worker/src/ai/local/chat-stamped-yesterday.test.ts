/**
 * A chat message stamped the day before the dump is read on its own day: last night's "tomorrow" is today. Chats
 * written for these tests, pasted on Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"[23/11/2026, 20:10] Ana: can you ring the plumber tomorrow?" pasted on the 24th: today',
    text: '[23/11/2026, 20:10] Ana: can you ring the plumber tomorrow?\n[24/11/2026, 07:30] me: yes',
    want: [{ has: 'ring plumber', due: '2026-11-24' }],
  },
  {
    name: 'a month-first stamp in a month-first zone: "[11/23/26, 8:10 PM] … book the vet tomorrow" — today',
    text: '[11/23/26, 8:10 PM] Ana: can you book the vet tomorrow?\n[11/24/26, 6:55 AM] me: ok',
    timeZone: 'America/New_York',
    want: [{ has: 'book vet', due: '2026-11-24' }],
  },
  {
    name: 'a message stamped today keeps its "tomorrow" (guard: passes before and after)',
    text: '[24/11/2026, 08:00] Ana: can you ring the plumber tomorrow?\n[24/11/2026, 08:05] me: yes',
    want: [{ has: 'ring plumber', due: '2026-11-25' }],
  },
];

describe('a chat message stamped the day before', () => {
  it.each(ROWS)('$name', check);
});
