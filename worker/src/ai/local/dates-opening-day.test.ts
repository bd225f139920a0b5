/**
 * The day a run of speech opens with (issue 12, dictation): "okay so tomorrow I need to …" frames the tasks said after
 * it over the day a later task is for ("…tickets for Saturday") or the day its reason names ("…because the MOT is
 * Friday"); a deadline of the task's own, and a day of the thing it is due by ("for Monday's demo"), stay. Dumps
 * written for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a later task takes the opening day over the day it is for or its reason names',
    text: 'okay um so tomorrow I need to return the library books and then message Carla about the concert tickets for Saturday and also hoover the car because the MOT is on Friday',
    want: [
      { has: 'return library books', due: '2026-11-25' },
      { has: 'message carla', due: '2026-11-25' },
      { has: 'hoover car', due: '2026-11-25' },
    ],
  },
  {
    name: 'a task\'s own deadline keeps its day; a thing got for an event ("for Monday\'s workshop") takes neither',
    text: 'so today I have to book the boiler service and then pay the gas bill by Friday and also print the handouts for Monday’s workshop',
    want: [
      { has: 'book boiler service', due: '2026-11-24' },
      { has: 'pay gas bill', due: '2026-11-27' },
      { has: 'print handouts', due: null },
    ],
  },
  {
    name: 'a statement with a day of its own in the run dates nothing after it; a task that follows from it with "so" takes it',
    text: [
      'okay um so tomorrow I need to renew the bus pass and um the school fair is on Saturday and like email Marta about the spare keys',
      'okay so today I need to file the expenses and um the school fair is on Saturday so order two costumes',
    ].join('\n'),
    want: [
      { has: 'renew bus pass', due: '2026-11-25' },
      { has: 'email marta', due: '2026-11-25' },
      { has: 'file expenses', due: '2026-11-24' },
      { has: 'order two costumes', due: '2026-11-28' },
    ],
  },
];

describe('the day a run of speech opens with', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
