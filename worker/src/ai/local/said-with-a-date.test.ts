/**
 * A thing said with its date and no verb (issue 12, dates): "Council tax instalment by the end of the month.", "Fire
 * door audit on the east wing on Friday.", "next Monday quarterly access review with IT" — what is due then is a task,
 * dated. An event, a happening or news about a deadline is not: "Team lunch at the new Thai place on Friday.", "The big
 * family trip to the lakes next week.", "VAT return deadline is the 20th.". Written for these tests, Tuesday 2026-11-24.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { extractTasks } from './extract.js';

const ROWS: Row[] = [
  {
    name: 'a noun phrase, then its date: a task due then',
    text: 'Council tax instalment by the end of the month. Fire door audit on the east wing on Friday. Send the rota to Jo.',
    want: [
      { has: 'council tax instalment', due: '2026-11-30' },
      { has: 'fire door audit east wing', due: '2026-11-27' },
      { has: 'send rota jo' },
    ],
  },
  {
    name: 'the date first, then the thing, with no dash between',
    text: 'next Monday quarterly access review with IT. Tomorrow renew the parking permit.',
    want: [
      { has: 'quarterly access review', due: '2026-11-30' },
      { has: 'renew parking permit', due: '2026-11-25' },
    ],
  },
  {
    name: 'an event, a happening and news of a deadline are no tasks',
    text: 'Team lunch at the new Thai place on Friday. The big family trip to the lakes next week. VAT return deadline is the 20th. Book the airport taxi.',
    want: [{ has: 'book airport taxi' }],
  },
  {
    name: 'a noun-phrase item and, after its comma, a statement of when it is due ("…, the portal closes in 3 days") is the item, dated',
    text: [
      '- mileage claim for the Leeds visit, payroll wants it by Friday',
      '- school photo order — the link closes in 3 days',
      '- Honestly, who thought Monday releases were a good idea?',
    ].join('\n'),
    timeZone: 'Europe/London',
    want: [
      { has: 'mileage claim leeds', title: 'Mileage claim for the Leeds visit', due: '2026-11-27' },
      { has: 'school photo order', due: '2026-11-27' },
    ],
  },
  {
    name: 'an ordinal before a noun is a rank, not a day ("the 2nd floor printer", "the 3rd time"); "by the 1st" is a day',
    text: '- swap the toner in the 2nd floor printer\n- fix the blind on the 4th floor\n- pay the rent by the 1st',
    want: [
      { has: 'swap toner 2nd floor printer', title: 'Swap the toner in the 2nd floor printer', due: null },
      { has: 'fix blind 4th floor', title: 'Fix the blind on the 4th floor', due: null },
      { has: 'pay rent', due: '2026-12-01' },
    ],
  },
  {
    name: 'a run to the shops with its list ("Grocery run: rice, feta", "shopping list - apples") is one errand to buy them',
    text: 'Restart the build agent. Grocery run: lentils, limes, tahini.\nshopping list - batteries, bin bags',
    want: [
      { has: 'restart build agent' },
      { has: 'buy lentils limes tahini', title: 'Buy lentils, limes, tahini' },
      { has: 'buy batteries bin bags' },
    ],
  },
  {
    name: 'a closing or a "due" that names nothing is the deadline of the action beside it, not a task of its own',
    text: [
      '- fill in the parish hall booking form, booking closes Friday',
      '- renew the allotment lease - fee due end of the month',
      '- the choir trip sign-up closes on the 5th',
    ].join('\n'),
    want: [
      { has: 'fill parish hall booking form', due: '2026-11-27' },
      { has: 'renew allotment lease', due: '2026-11-30' },
      { has: 'sign up choir trip', due: '2026-12-05' },
    ],
  },
  {
    name: 'a deadline said after a sentence of several actions ("Target is …", "Deadline: …", "! Friday") dates each of them',
    text: [
      'Could you update the price list and phone the printer? Target is Thursday. Also water the ferns.',
      'Please check the invoices and chase the supplier. Deadline: the 9th.',
      'Renew the permit and pay the fine! Monday',
    ].join('\n'),
    want: [
      { has: 'update price list', due: '2026-11-26' },
      { has: 'phone printer', due: '2026-11-26' },
      { has: 'water ferns', due: null },
      { has: 'check invoices', due: '2026-12-09' },
      { has: 'chase supplier', due: '2026-12-09' },
      { has: 'renew permit', due: '2026-11-30' },
      { has: 'pay fine', due: '2026-11-30' },
    ],
  },
];

describe('a thing said with its date', () => {
  for (const row of ROWS) it(row.name, () => check(row));

  it('a place after "to" is where, not a duty: "Flight to Lisbon on Friday" names nobody "Flight"', () => {
    const { tasks } = extractTasks('Flight to Lisbon on Friday.\nTrain to Leeds at 9 tomorrow.', {
      now: new Date('2026-11-24T12:00:00Z'),
      timeZone: 'UTC',
      tags: ['Life'],
    });
    expect(tasks.flatMap((task) => task.people)).toEqual([]);
    expect(tasks.map((task) => task.title).join(' ')).toContain('Lisbon');
  });
});
