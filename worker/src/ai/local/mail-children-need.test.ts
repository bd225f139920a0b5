/**
 * A school's or a club's word of what the children will need ("children will need a packed lunch", "students need a
 * swimming cap") is the parent's to get; beside a request on the same things ("please send these in a named bag") it
 * is that request's, and a room or a thing they already have ("the kids need the big table") is nothing to get.
 * Messages written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'what the children will need on the day is a thing to get',
    text: 'Dear parents,\n\nThe choir trip is on Friday. On the day, children will need a warm coat.\n\nKind regards,\nMr Osei',
    want: [{ has: 'get warm coat' }],
  },
  {
    name: 'what the students need is a thing to get',
    text: 'Swimming starts next week. Students need a swimming cap.',
    want: [{ has: 'get swimming cap' }],
  },
  {
    name: 'beside a request on the same things, only the request',
    text: 'Each child needs a red scarf - please send these in a named bag by Friday.',
    want: [{ has: 'send named bag' }],
  },
  {
    name: 'a thing they have already is nothing to get',
    text: 'The kids need the big table for the party.',
    want: [],
  },
];

describe('what the children need, in a school mail', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
