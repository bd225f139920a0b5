/**
 * A list under a heading that stamps the day it was written (issue 12, dates): "Tuesday list" on a Tuesday, "Jobs –
 * Tue 24 Nov" give their items no date, as the writers of such lists leave them; an item that says when in the day it
 * is done ("at 6", "before lunch", "for dinner") is still today's. So does a heading that says "today" in any of the
 * languages ("Today:", "Priority today", "pendientes de hoy", "aaj ka kaam", "tonight list"), unless it is a deadline
 * ("Due today:"). A heading naming another day still dates its items. Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "today's weekday as a heading dates none of its items",
    text: 'Tuesday list\n- order more printer paper\n- fix the gate latch\n- ring the garage about the tyres',
    want: [
      { has: 'order printer paper', due: null },
      { has: 'fix gate latch', due: null },
      { has: 'ring garage tyres', due: null },
    ],
  },
  {
    name: "today's date as a heading: the same",
    text: 'Jobs – Tue 24 Nov\n- book the boiler service\n- return the library books',
    want: [
      { has: 'book boiler service', due: null },
      { has: 'return library books', due: null },
    ],
  },
  {
    name: 'an item that says its hour keeps today',
    text: 'tues plan\n- take Ola to swimming at 5\n- sort the recycling',
    want: [
      { has: 'take ola swimming', due: '2026-11-24' },
      { has: 'sort recycling', due: null },
    ],
  },
  {
    name: 'the word for today as a heading dates none of its items either, in any language',
    text: [
      'Today:',
      '- defrost the chicken',
      '- post the birthday card to Gran',
      'cosas de hoy:',
      '- comprar pilas',
      'aaj ka kaam',
      '- bijli ka bill bharna',
      'tonight list',
      '- iron the school shirts',
    ].join('\n'),
    want: [
      { has: 'defrost chicken', due: null },
      { has: 'post birthday card gran', due: null },
      { has: 'comprar pilas', due: null },
      { has: 'bijli', due: null },
      { has: 'iron school shirts', due: null },
    ],
  },
  {
    name: 'under "today" an item that says its hour keeps today, and a "Due today:" list is due',
    text: 'Priority today\n- call the surgery at 9\n- tidy the shed\n\nDue today:\n- the parking fine\n- renew the bus pass',
    want: [
      { has: 'call surgery', due: '2026-11-24' },
      { has: 'tidy shed', due: null },
      { has: 'parking fine', due: '2026-11-24' },
      { has: 'renew bus pass', due: '2026-11-24' },
    ],
  },
  {
    name: 'in a plan set out by day ("## Tue 24 (today)" among other days), today\'s items are today\'s',
    text: [
      '## Mon 23',
      '- [x] water the seedlings',
      '## Tue 24 (today)',
      '- [ ] order the new drill bits',
      '## Wednesday',
      '- [ ] sharpen the mower blade',
    ].join('\n'),
    want: [
      { has: 'order drill bits', due: '2026-11-24' },
      { has: 'sharpen mower blade', due: '2026-11-25' },
    ],
  },
  {
    name: 'a standup\'s "Today:" after "Yesterday:" is today\'s work',
    text: 'Yesterday:\n- reviewed the cache PR\nToday:\n- write the load test for checkout',
    want: [{ has: 'load test checkout', due: '2026-11-24' }],
  },
  {
    name: 'a heading naming another day still dates its items',
    text: 'Thursday:\n- collect the suit from the tailor\n- drop off the parcel',
    want: [
      { has: 'collect suit tailor', due: '2026-11-26' },
      { has: 'drop off parcel', due: '2026-11-26' },
    ],
  },
];

describe('dates: a heading that stamps today dates no item of its list', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
