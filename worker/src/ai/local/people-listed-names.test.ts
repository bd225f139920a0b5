/**
 * Round thirty-three, people on tasks: a name after a comma with "'s" after it ("tell Eero, Aino's on leave") says
 * something about that person and lists no one more on the task. Sentences written for these tests, Tuesday
 * 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('names listed after the first', () => {
  const rows: Row[] = [
    {
      name: 'a remark about someone after a comma',
      text: 'tell Halima, Joost’s off sick, that the audit moved to Friday',
      want: [{ has: 'halima', people: ['Halima'] }],
    },
    {
      name: 'a contraction of "is" after the second name',
      text: "ask Priya, Tom's away this week",
      want: [{ has: 'priya', people: ['Priya'] }],
    },
    {
      name: 'a list of names is as before',
      text: 'invite Halima, Joost and Wren to the retro',
      want: [{ has: 'retro', people: ['Halima', 'Joost', 'Wren'] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
