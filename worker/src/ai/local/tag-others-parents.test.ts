/**
 * A parent named by their child ("Leo's mum", "Ava's dad") is someone the writer deals with when the user has a tag
 * for an area of other people's children (a classroom, teaching, a PTA): the task is that area's, not the family's.
 * Without such a tag the parent stays the family's — an in-law, a friend's mother (issue 12, tags from meaning).
 * Written for these tests, Sunday 2026-11-29 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a teacher's list: Leo's dad is a pupil's parent",
    text: "- mark the year 5 spelling tests\n- reply to Leo's dad about the reading review\n- plan the class assembly",
    extra: ['Classroom'],
    want: [
      { has: 'spelling', tag: 'Classroom' },
      { has: 'reading review', tag: 'Classroom' },
      { has: 'assembly', tag: 'Classroom' },
    ],
  },
  {
    name: 'a tutor with a running tag: Noor’s dad gets the invoice',
    text: "- email Noor's dad the term invoice for the lessons\n- 10k tempo run on Saturday",
    extra: ['Tutoring', 'Running'],
    want: [
      { has: 'invoice', tag: 'Tutoring' },
      { has: 'tempo', tag: 'Running' },
    ],
  },
  {
    name: "no tag for others' children: Priya's mum is family",
    text: "- renew the car insurance\n- call Priya's mum about the wedding dates",
    extra: ['Running'],
    want: [
      { has: 'insurance', tag: 'Life' },
      { has: 'wedding', tag: 'Family' },
    ],
  },
];

describe('a parent named by their child', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
