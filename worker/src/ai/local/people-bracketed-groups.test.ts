/**
 * Round thirty-two, people on tasks: two names in brackets after whom they stand for ("the twins (Ines + Bram)", "my
 * flatmates (Tariq and Lou)") named nobody, though one name there names its person ("the plumber (Kostas)"). Each name
 * of the pair is on the task; a pair that is not two people ("(Tesco + Aldi)") still names nobody. Sentences written
 * for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

describe('two names in brackets after a role', () => {
  const rows: Row[] = [
    {
      name: 'joined by a plus, with more of the clause after the brackets',
      text: 'email the twins (Ines + Bram) about the sleepover on Friday',
      want: [{ has: 'twins sleepover', due: '2026-11-27', people: ['Ines', 'Bram'] }],
    },
    {
      name: 'joined by "and", a date after the brackets',
      text: 'split the gas bill with my flatmates (Tariq and Lou) by the 30th',
      want: [{ has: 'gas bill', people: ['Tariq', 'Lou'] }],
    },
    {
      name: 'one name in brackets, as before',
      text: 'call the plumber (Kostas) about the dripping tap',
      want: [{ has: 'plumber tap', people: ['Kostas'] }],
    },
    {
      name: 'two shops in brackets are nobody',
      text: 'compare the turkey prices at both shops (Tesco + Aldi) before Friday',
      want: [{ has: 'turkey prices', people: [] }],
    },
  ];
  for (const row of rows) it(row.name, () => check(row));
});
