/**
 * A request put to whoever reads ("can someone call facilities?", "can anyone sort the rota?"), taken on by another
 * speaker in their own words with the thing and a day ("I'll do the facilities call tomorrow"): the task is theirs, by
 * their day, as one taken on with "I can, tomorrow" is. What they do their own way about it stays their business.
 * Chats written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"I\'ll do the facilities call tomorrow" takes "can someone call facilities…?" on: Omar\'s, tomorrow',
    text: "[10:00] Ines: the fridge in the break room died. can someone call facilities about it?\n[10:02] Omar: I'll do the facilities call tomorrow\n[10:05] Me: thanks Omar",
    want: [{ has: 'call facilities', due: '2026-11-25', people: ['Omar'] }],
  },
  {
    name: '"I\'ll handle the December rota by Friday" takes "can anyone sort the rota…?" on: Jo\'s, Friday',
    text: "[09:00] Sam: can anyone sort the rota for December?\n[09:04] Jo: I'll handle the December rota by Friday\n[09:05] Me: legend",
    want: [{ has: 'sort rota december', due: '2026-11-27', people: ['Jo'] }],
  },
  {
    name: 'another thing done about it ("I\'ll post in the client channel") leaves the request as it was',
    text: "[12:00] Ana: someone needs to tell the client we're live\n[12:01] Bo: I'll post in the client channel\n[12:02] Me: 👍",
    want: [{ has: 'tell client live', people: ['Ana'] }],
  },
];

describe('a request to whoever reads, taken on by another speaker', () => {
  it.each(ROWS)('$name', check);
});
