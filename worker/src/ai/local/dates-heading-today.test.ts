/**
 * A list headed by today's weekday (issue 12, dates): "Tues plan", "To do (Tuesday)" or "6am jobs tues" — or
 * "Notas martes", "Dienstag", "Tuesday PM" —, written on a Tuesday, is today's list: its bare hours are today, not the
 * same weekday next week, and an item that says no time takes no date from it (dates-day-stamp-heading.test.ts).
 * Another weekday, or today's name where the zone is already on the next day, keeps its own day. Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"Tues jobs" over two items: the one with an hour is today, the other undated',
    text: 'Tues jobs\n1. rotate the staging keys\n2. print the agenda before 4pm',
    want: [
      { has: 'rotate staging keys', due: null },
      { has: 'agenda', due: '2026-11-24' },
    ],
  },
  {
    name: '"Errands (Tuesday)": an hour is today; under "6am jobs tues" an item with none is undated',
    text: 'Errands (Tuesday)\n- take Lena to judo at 6\n\n6am jobs tues\n* restock the walk-in',
    want: [
      { has: 'judo', due: '2026-11-24' },
      { has: 'restock walk-in', due: null },
    ],
  },
  {
    name: "today's weekday in another language or with its part of the day: an hour there is today, not next week",
    text: 'Notas martes\n- pick up the parcel at 5\n\nTuesday PM\n- send the minutes to the board',
    want: [
      { has: 'pick up parcel', due: '2026-11-24' },
      { has: 'send minutes board', due: null },
    ],
  },
  {
    name: 'another weekday in another language keeps its day',
    text: 'jeudi\n- pick up the frames from the framer',
    want: [{ has: 'frames framer', due: '2026-11-26' }],
  },
  {
    name: '"Thursday list" keeps Thursday',
    text: 'Thursday list\n- pick up the tile samples',
    want: [{ has: 'tile samples', due: '2026-11-26' }],
  },
  {
    name: 'in Auckland, already Wednesday, "Tuesday list" is next Tuesday',
    text: 'Tuesday list\n- pick up the tile samples',
    timeZone: 'Pacific/Auckland',
    want: [{ has: 'tile samples', due: '2026-12-01' }],
  },
];

describe("dates: a list headed by today's weekday is today's", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
