/**
 * A yes/no question put to a chat ("are we still doing the picnic sunday??", "Do we have the serial numbers
 * logged?") that the next speaker answers leaves no check to make; one answered by handing the job out stays, as it
 * names the job. Chats written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "another speaker's question, answered by the user's yes: no check, the user's promise and her request stay",
    text: "Lou: are we still doing the picnic sunday??\nMe: yes! I'll bring the blanket\nLou: yay\nLou: and can you grab ice on the way",
    want: [{ has: 'bring blanket' }, { has: 'grab ice', people: ['Lou'] }],
  },
  {
    name: "the user's own question, answered by another speaker: no check",
    text: "[09:00] Me: I'll order the bearings today. Do we have the serial numbers logged?\n[09:05] Dana: Raj has them, he'll mail you\n[09:06] Me: thx",
    want: [{ has: 'order bearings', due: '2026-11-24' }],
  },
  {
    name: 'a question answered by handing the job out stays: it says what the job is',
    text: "[11:30] Fatuma: Do we have a driver for the school trip tomorrow?\n[11:31] Wanjiru: Ben can you do it? 8am start\n[11:40] Ben: yes I'll be there",
    want: [{ has: 'driver school trip', due: '2026-11-25' }],
  },
];

describe('a yes/no question answered in the chat', () => {
  it.each(ROWS)('$name', check);
});
