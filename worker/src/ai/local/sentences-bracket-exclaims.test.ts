/**
 * Round thirty-eight: an exclamation in brackets is the writer's aside — "was due last Friday (!!) -> send it
 * tomorrow", "(signed today!) → send the invoice now", "grade the lab reports (34 left!!)". It ends no sentence, so
 * what follows it stays with its thing (one task, with its day, and no "-> send it" of its own), and it is no word of
 * the title. Notes written for these tests, Tuesday 2026-11-24 UTC.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: '"(!!) -> send it tomorrow" after a thing is that thing\'s step and day, one task',
    text: 'Week\n- quarterly report was due last Friday (!!) -> send it tomorrow',
    want: [{ has: 'quarterly report', due: '2026-11-25' }],
  },
  {
    name: '"(signed today!) → send the invoice now" gives no second task of its own',
    text: 'Call notes\n- the Lopez invoice is due on sign-off (signed today!) → send the invoice now',
    want: [{ has: 'lopez invoice', due: '2026-11-24' }],
  },
  {
    name: 'the aside leaves the title: "grade the lab reports (34 left!!) by Monday"',
    text: 'Uni\n- grade the lab reports (34 left!!) by Monday',
    want: [{ has: 'grade lab reports', title: 'Grade the lab reports', due: '2026-11-30' }],
  },
  {
    name: 'the aside inside an item leaves its title: "order toner (the cyan is out!!) for the office printer"',
    text: 'Office\n- order toner (the cyan is out!!) for the office printer',
    want: [{ has: 'order toner', title: 'Order toner for the office printer' }],
  },
];

describe('round thirty-eight: an exclamation in brackets is an aside', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
