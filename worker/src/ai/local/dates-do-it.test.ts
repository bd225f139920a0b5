/**
 * "do it <day>" said right after a task (issue 12, dates): "do" stands for the task's own verb, so the day it gives is
 * when the task is done, over a day the task names its thing by ("book the flights for the workshop on the 10th – do it
 * tonight", "text the Friday parents…, do it today"); that day stays in the title, where it says which thing. A deadline
 * the writer takes back ("…by the end of the month, no actually, do it tomorrow") is the correction's, as before.
 * Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"do it <day>" dates the task before it over the day its thing is named by, which stays in the title',
    text: 'order the programmes for the carol service on the 13th – do it tonight, the printer is slow\nemail the Friday volunteers about the new rota, do it today.',
    want: [
      {
        has: 'order programmes',
        title: 'Order the programmes for the carol service on the 13th',
        due: '2026-11-24',
      },
      { has: 'email friday volunteers', due: '2026-11-24' },
    ],
  },
  {
    name: 'guard: a deadline taken back before "do it" is the correction\'s, and leaves the title',
    text: 'pay the council tax before the end of the month, no actually, do it tomorrow',
    want: [{ has: 'pay council tax', title: 'Pay the council tax', due: '2026-11-25' }],
  },
];

describe('dates: "do it <day>" after a task', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
