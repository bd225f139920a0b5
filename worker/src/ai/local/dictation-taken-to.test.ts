/**
 * Recall (issue 12): the writer taking someone along names where to, for more than a doctor's appointment — a
 * surgery, a lesson, blood tests, a renewal said as "Priya's knee surgery is Thursday, I'm driving her" — and a whose
 * written in lower case ("oma's", "annem's") is a relation in the writer's language, nobody on the task. Dumps written
 * for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a surgery',
    text: "Priya's knee surgery is on Thursday, I'm driving her.",
    want: [{ has: 'drive priya knee surgery', due: '2026-11-26', people: ['Priya'] }],
  },
  {
    name: 'a lesson',
    text: "- Omar's swimming lesson moved to Friday 5pm, I take him.",
    want: [{ has: 'take omar swimming lesson', due: '2026-11-27', people: ['Omar'] }],
  },
  {
    name: 'blood tests, whose in lower case',
    text: "- oma's blood tests wed morning, fasting, I'll take her",
    want: [{ has: 'take oma blood tests', due: '2026-11-25', people: [] }],
  },
  {
    name: 'a renewal',
    text: "3. [ ] Leo's passport renewal, the slot is Monday at 9, take him",
    want: [{ has: 'take leo passport renewal', due: '2026-11-30' }],
  },
];

describe('recall: whom the writer takes along, and where', () => {
  for (const row of ROWS) it(row.name, () => check(row));
});
