/**
 * A family's errands the Family tag missed (issue 12, Work vs Life and the defaults): kin called as the writer's
 * family calls them ("Bunica", "Mormor", "Ammi", "mak"), a child's sport, carpool, tutor or science project, and an
 * errand for a child by name written with a capital verb ("Book Liam's eye appointment" — the capital of the verb
 * was taken for the first half of a full name). The writer's own ("my hockey", "my tutor") is Life's. Dumps written
 * for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'grandparents and parents by the names a family uses, between platform jobs',
    text: 'Restart the stuck Jenkins agent. Drive Bunica to her physio on Friday. Call Mormor about Christmas Eve. Send Ammi the photos from Sunday. Buy durian for mak.',
    want: [
      { has: 'jenkins', tag: 'Work-DevOps' },
      { has: 'physio', tag: 'Family' },
      { has: 'christmas eve', tag: 'Family' },
      { has: 'photos', tag: 'Family' },
      { has: 'durian', tag: 'Family' },
    ],
  },
  {
    name: "a child's netball, futsal carpool, science project and tutor between plant jobs",
    text: 'Press 2 is leaking hydraulic oil again, call maintenance. Sign Noor up for netball. Sort the carpool for Saturday’s futsal. Help Omar finish his science project. Pay the tutor for November.',
    want: [
      { has: 'maintenance', tag: 'Work-Manufacturing' },
      { has: 'netball', tag: 'Family' },
      { has: 'carpool', tag: 'Family' },
      { has: 'science project', tag: 'Family' },
      { has: 'tutor', tag: 'Family' },
    ],
  },
  {
    name: "an errand for a child by name, after a capital verb, is the family's",
    text: 'Book Liam’s eye appointment. Renew Zara’s passport before the trip. Reschedule Ellie’s check-up.',
    want: [
      { has: 'eye appointment', tag: 'Family' },
      { has: 'passport', tag: 'Family' },
      { has: 'check-up', tag: 'Family' },
    ],
  },
  {
    name: "the writer's own sport or tutor ('my hockey', 'my tutor') is Life's, a child's the family's",
    text: 'Restart the stuck Jenkins agent. Renew my hockey league membership. Email my tutor about the essay extension. Sign Noor up for netball.',
    want: [
      { has: 'jenkins', tag: 'Work-DevOps' },
      { has: 'hockey', tag: 'Life' },
      { has: 'tutor', tag: 'Life' },
      { has: 'netball', tag: 'Family' },
    ],
  },
];

describe("the family's errands by the words families use (issue 12)", () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
