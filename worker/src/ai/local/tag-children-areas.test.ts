/**
 * A parent named by their child ("Jayden's mum") is someone the user deals with when one of the user's tags is about
 * other people's children — a scout troop, a music teacher's students and lessons, not only a class with "parents" —
 * in the task's own words and in the sentence around it. Without such a tag, or for the writer's own mum, it is the
 * family's (issue 12, tags from meaning). Dumps written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: "a cub's mum for a scout leader",
    extra: ['Scouts'],
    text: "collect the raffle money from Jayden's mum by Friday",
    want: [{ has: 'raffle', tag: 'Scouts' }],
  },
  {
    name: "a pupil's parents named around a music teacher's message",
    extra: ['Studio'],
    text: "Need to text the Tuesday students - Noah's mum and Ava's dad - that there's no lesson next week",
    want: [{ has: 'tuesday students', tag: 'Studio' }],
  },
  {
    name: "someone's mum with no such tag is the family's",
    text: "call Priya's mum about the sleepover on Saturday",
    want: [{ has: 'sleepover', tag: 'Family' }],
  },
  {
    name: "the writer's own mum stays the family's for a scout leader",
    extra: ['Scouts'],
    text: 'ring my mum about Christmas',
    want: [{ has: 'mum', tag: 'Family' }],
  },
];

describe("a parent named by their child is the contact of an area about other people's children", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
