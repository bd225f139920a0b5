/**
 * Vague times (issue 12, dates): "sometime after the launch", "before the rains", "mid-March sometime", "in Q1, no
 * rush" give no date, and one vocabulary of them serves three readings: a vague time said before an action ("sometime
 * soon ring the landlord"), a thing said with a vague time and no verb ("Kitchen repaint - after the holidays."), and a
 * time said alone ("sometime in Q1, no rush"), which is nothing to do. Written for these tests, Tuesday 2026-11-24.
 */
import { describe, expect, it } from 'vitest';
import { check, type Row } from './class-rows.js';
import { beforeVagueTail, isOnlyVagueTime, leadingVagueTimeLength } from './dates.js';

const ROWS: Row[] = [
  {
    name: 'a vague time before the action is no part of the title and gives no date',
    text: [
      'sometime soon ring the landlord about the damp',
      'Q2 migrate the wiki to the new host',
      'sometime before the rains clear the storm drains',
      'before the move cancel the broadband',
    ].join('\n'),
    want: [
      { has: 'ring landlord damp', title: 'Ring the landlord about the damp', due: null, people: [] },
      { has: 'migrate wiki new host', title: 'Migrate the wiki to the new host', due: null },
      { has: 'clear storm drains', title: 'Clear the storm drains', due: null },
      { has: 'cancel broadband', title: 'Cancel the broadband', due: null },
    ],
  },
  {
    name: 'a thing said with a vague time and no verb is a task with no date',
    text: [
      'Kitchen repaint - after the holidays.',
      'Fleet insurance review sometime in March.',
      'Offsite planning — mid-January sometime.',
      'office plant repotting sometime after the launch, no rush',
    ].join('\n'),
    want: [
      { has: 'kitchen repaint', due: null },
      { has: 'fleet insurance review', due: null },
      { has: 'offsite planning', due: null },
      { has: 'office plant repotting', due: null },
    ],
  },
  {
    name: 'a happening not yet on the calendar is something to arrange',
    text: 'Leaving drinks for Ines sometime after the release.',
    want: [{ has: 'leaving drinks ines', due: null }],
  },
  {
    name: 'a vague time alone, a question, a wish or the phrase going on are nothing to do',
    text: [
      'sometime in Q1, no rush',
      'Who books an offsite in January?',
      'Might try pottery at some point, no rush.',
      'Quick one before the launch.',
      'wanted to learn the banjo… someday',
      'Deadline is Friday, before the release freeze.',
    ].join('\n'),
    want: [],
  },
  {
    name: 'a job with "someday" before it ("- someday: clear out the garage", "someday sand the back door") is a task with no date; a wish after it is none',
    text: [
      'money + house:',
      '- the 12th: pay the gas bill',
      '- someday: clear out the garage',
      'someday sand the back door',
      "someday I'd like to see the fjords",
      'Someday/maybe: build a treehouse',
    ].join('\n'),
    want: [
      { has: 'pay gas bill', due: '2026-12-12' },
      { has: 'clear out garage', due: null },
      { has: 'sand back door', due: null },
    ],
  },
  {
    name: 'an undated item with a vague time borrows no date from the heading',
    text: 'Jobs for Friday:\n- lag the outside tap before the first snow\n- book the chimney sweep',
    want: [
      { has: 'lag outside tap', due: null },
      { has: 'book chimney sweep', due: '2026-11-27' },
    ],
  },
];

describe('vague times', () => {
  for (const row of ROWS) it(row.name, () => check(row));

  it('one vocabulary: a tail, a lead and a time alone', () => {
    expect(beforeVagueTail('Roof survey - sometime after the harvest, no rush.')).toBe('Roof survey');
    expect(beforeVagueTail('Roof survey on Friday')).toBeNull();
    expect(isOnlyVagueTime('after the new year')).toBe(true);
    expect(isOnlyVagueTime('after the new year sort the loft')).toBe(false);
    expect(leadingVagueTimeLength('at some point: tidy the shed')).toBe('at some point: '.length);
    expect(leadingVagueTimeLength('over Easter paint the fence')).toBe('over Easter '.length);
  });
});
