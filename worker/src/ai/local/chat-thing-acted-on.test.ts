/**
 * In a chat, a thing another speaker only names ("the van insurance is due on the 9th!!", "the pressure checks on the
 * boiler are overdue") and the user then acts on ("I'll renew it online", "I'll ask Rahul to run the pressure checks")
 * is one task: the act, by the thing's day when it says none. Notes that name a thing and then act on it are left as
 * they were. Chats written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"the van insurance is due on the 9th!!" — "I\'ll renew it online": one task, the renewal, by the 9th',
    text: "Ana: did you book the dentist\nMe: yes for Monday\nAna: and the van insurance is due on the 9th!!\nMe: ugh. I'll renew it online\nAna: 👍",
    want: [{ has: 'renew van insurance', due: '2026-12-09', people: [] }],
  },
  {
    name: '"the pressure checks … are overdue" — "I\'ll ask Rahul to run the pressure checks": Rahul\'s, one task',
    text: "[07:10] Priya: the leak on boiler 2 is back\n[07:11] Priya: also the pressure checks on the boiler are overdue, can maintenance do them today?\n[07:12] Me: I'll ask Rahul to run the pressure checks after lunch\n[07:13] Priya: thx",
    want: [{ has: 'ask rahul pressure checks', due: '2026-11-24', people: ['Rahul'] }],
  },
  {
    name: 'a list, no chat: the line that names the thing and the one that acts on it stay as written',
    text: 'Weekend list\n- the van insurance, due on the 9th\n- renew the van insurance online',
    want: [{ has: 'van insurance', title: 'The van insurance' }, { has: 'renew van insurance' }],
  },
];

describe('a thing named in a chat, then acted on', () => {
  it.each(ROWS)('$name', check);
});
