/**
 * "can someone from the board…", "could someone on your end…": the side someone is asked from says who is asked, not
 * what is done, so the request reads as its verb and a chat answer doing the same ("I'll call them") takes it on.
 * Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Can someone from the board call the locksmith?" — "I\'ll call them this afternoon": one task, today',
    text: "[10:00] Lea: the lobby door won't lock again. Can someone from the board call the locksmith?\n[10:02] me: I'll call them this afternoon",
    want: [{ has: 'call locksmith', title: 'Call the locksmith', due: '2026-11-24' }],
  },
  {
    name: '"Could someone on your end resend the signed contract by Friday?" in a mail: resend it, Friday',
    text: 'Hi team,\n\nCould someone on your end resend the signed contract by Friday? Our copy is missing page 3.\n\nThanks,\nIrene',
    want: [{ has: 'resend signed contract', title: 'Resend the signed contract', due: '2026-11-27' }],
  },
  {
    name: '"can someone on the night shift check the chiller temps?": the shift is who, two words of it',
    text: '[18:00] Omar: can someone on the night shift check the chiller temps?\n[18:05] me: will do',
    want: [{ has: 'check chiller temps', title: 'Check the chiller temps' }],
  },
];

describe('someone asked from a side', () => {
  it.each(ROWS)('$name', check);
});
