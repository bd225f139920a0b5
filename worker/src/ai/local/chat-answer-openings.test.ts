/**
 * The words a chat answer opens with before the speaker's promise ("fine I'll…", "ahh sorry, will…", "ugh right,
 * I'll…") answer what was said: the promise after them is the task, and they are no word of its title. Chats written
 * for these tests, Tuesday 2026-11-24 UTC; the guard row held before.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"fine I\'ll call the landlord today": the call, about what the message before says',
    text: "[10:00] Ben: the boiler is making that clicking noise again\n[10:01] Me: fine I'll call the landlord today",
    want: [{ has: 'call landlord', title: 'Call the landlord about the boiler', due: '2026-11-24' }],
  },
  {
    name: '"ahh sorry, will approve them by Friday": the invoices asked about, not "sorry"',
    text: '[10:00] Ben: the freelancer invoices for October still have not been approved\n[10:01] Me: ahh sorry, will approve them by Friday',
    want: [{ has: 'approve freelancer invoices', due: '2026-11-27' }],
  },
  {
    name: 'guard (held before): "ugh right, I\'ll fill the schedule in today and ping everyone": two tasks, no "right"',
    text: "[10:00] Ben: the rota for December is still empty\n[10:01] Me: ugh right, I'll fill the schedule in today and ping everyone",
    want: [{ has: 'fill schedule', title: 'Fill the schedule in' }, { has: 'ping everyone' }],
  },
];

describe("chats: an answer's opening words are not the task", () => {
  it.each(ROWS)('$name', check);
});
