/**
 * The user's note over a message pasted or forwarded into a dump: it names the paste and says no more than "deal with
 * this", "sort these out", "my bits only" or "so I don't lose it". The message's own lines say what to do; the note is
 * no task. A request written in the note keeps its thing and stays. Messages written for these tests, Tuesday
 * 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"fwd from the club, gotta deal w this." over a mail: only the mail\'s request',
    text: 'fwd from the club, gotta deal w this.\n\nHi all,\n\nPlease pay the kit fee by Friday.\n\nThanks,\nRos',
    want: [{ has: 'pay kit fee', due: '2026-11-27' }],
  },
  {
    name: '"copied from the team channel, need to sort these out:" over a chat: only the chat\'s request',
    text: 'copied from the team channel, need to sort these out:\n[09:10] Ana: can you renew the SSL cert today',
    want: [{ has: 'renew ssl cert' }],
  },
  {
    name: '"Forwarding to myself so I don\'t lose it." over a mail is no task',
    text: "Forwarding to myself so I don't lose it.\n\nHello,\n\nPlease send the signed lease back by Monday.\n\nBest,\nOwen",
    want: [{ has: 'send signed lease', due: '2026-11-30' }],
  },
  {
    name: 'a request written in the note stays: "fwd from Dana - book the meeting room by Friday"',
    text: 'fwd from Dana - book the meeting room by Friday',
    want: [{ has: 'book meeting room', due: '2026-11-27' }],
  },
];

describe('notes over a paste', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
