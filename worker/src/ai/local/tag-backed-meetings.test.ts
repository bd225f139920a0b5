/**
 * A meeting is a work tag's only when that work is backed in its notes: its words on two lines or more, or one of the
 * trade's own. One everyday word of it ("production" in an ad agency's client call) leaves the call to the office
 * work it is (issue 12, Work vs Life). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "an agency's client call that mentions a production company once",
    text: 'Call w/ Brightwater Bakery — spring campaign\npresent: me, Lena, Tom\n- they liked the poster draft\n\nnext steps:\n- Lena: book the photographer for the product shots\n- Tom: send the media plan to the client\n- me: get a quote from the production company',
    want: [
      { has: 'photographer', tag: 'Unsorted' },
      { has: 'media plan', tag: 'Unsorted' },
      { has: 'production', tag: 'Unsorted' },
    ],
  },
  {
    name: "a line's standup names a press by its number: the trade's own",
    text: 'Line 3 standup 24/11\n- Ravi: swap the worn die on press 2\n- me: order more gloves\n- Aisha: update the board',
    want: [
      { has: 'die', tag: 'Work-Manufacturing' },
      { has: 'gloves', tag: 'Work-Manufacturing' },
      { has: 'board', tag: 'Work-Manufacturing' },
    ],
  },
  {
    name: "a platform's sync says its work on two lines",
    text: 'Platform sync\n- Dana: renew the staging cert\n- me: book a room for the review\n- Ola: clean up the dashboards',
    want: [
      { has: 'cert', tag: 'Work-DevOps' },
      { has: 'room', tag: 'Work-DevOps' },
      { has: 'dashboards', tag: 'Work-DevOps' },
    ],
  },
];

describe('a meeting is a work tag’s only when its notes back that work', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
