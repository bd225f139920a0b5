/**
 * A day that only says whose a thing is (issue 12, dates): "ring the garage to move Friday's MOT", "draft Friday's
 * seating plan" — the day belongs to the MOT and to the evening the plan is for, not to the task, which gets no date from
 * it. With a word of time before it ("before Friday's MOT", "for Saturday's match") it is the task's deadline, and
 * "Friday's fine" is no owner at all. Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'moving a dated thing: the call has no date',
    text: "ring the garage to move Friday's MOT",
    want: [{ has: 'ring garage', due: null }],
  },
  {
    name: 'planning a thing named by its day: no date',
    text: "draft Friday's seating plan for the quiz",
    want: [{ has: 'seating plan', due: null }],
  },
  {
    name: 'done "in" the thing: on its day',
    text: "present the survey results in Thursday's staff meeting",
    want: [{ has: 'present survey results', due: '2026-11-26' }],
  },
  {
    name: '"before" the thing: its day is the deadline',
    text: "wash the kit before Saturday's match",
    want: [{ has: 'wash kit', due: '2026-11-28' }],
  },
];

describe("dates: a day that only names a thing's owner dates no task", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
