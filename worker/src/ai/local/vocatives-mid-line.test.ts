/**
 * Round thirty-six, people on tasks: a name set off inside a line before a request to it is whom the request asks, as
 * a name opening the line is. After a comma or a spaced dash, with or without a comma or a dash after the name, before
 * "can you", "could u", "please", "pls" or "kindly"; "but", "and", "so", "then" may stand before the name, and a
 * greeting on the request's own line ("Hey Omar – can you…"). Sentences written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('a name set off before a request to it', () => {
  const rows: Row[] = [
    {
      name: 'after a comma, then "can you"',
      text: "I'll ring the landlord, Keisha can you order the new blinds",
      want: [
        { has: 'landlord', people: [] },
        { has: 'blinds', people: ['Keisha'] },
      ],
    },
    {
      name: 'after "but", then "please"',
      text: 'The parcel came back, so no need to chase it, but Farid please update the tracker and tell the client by Friday.',
      want: [
        { has: 'tracker', due: '2026-11-27', people: ['Farid'] },
        { has: 'tell the client', due: '2026-11-27', people: ['Farid'] },
      ],
    },
    {
      name: 'a dash on both sides, then "can u"',
      text: 'one more for the audit, Lindiwe - can u book the meeting room for thurs?',
      want: [{ has: 'meeting room', due: '2026-11-26', people: ['Lindiwe'] }],
    },
    {
      name: 'after a long dash',
      text: 'the stock sheets for the stocktake by Friday — Joaquim can you print them?',
      want: [{ has: 'print', due: '2026-11-27', people: ['Joaquim'] }],
    },
    {
      name: '"can u" after a name opening the line',
      text: 'Oksana can u take the minutes tomorrow?',
      want: [{ has: 'minutes', due: '2026-11-25', people: ['Oksana'] }],
    },
    {
      name: 'a greeting and a dash on the request’s line',
      text: 'Hey Omar – can you check whether the van is free on Saturday?',
      want: [{ has: 'van', people: ['Omar'] }],
    },
    {
      name: 'a list of names before a comma asks none of them',
      text: 'invite Greta, Paulo and Wendell to the launch',
      want: [{ has: 'invite', people: ['Greta', 'Paulo', 'Wendell'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
