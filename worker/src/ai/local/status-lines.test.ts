/**
 * Lines that say how a thing stands (status-line.ts): moved or slipped to another day, never works, goes up. No task,
 * and no part of the job's title beside them; a job about the change ("tell Sam the class moved") stays. Dumps written
 * for these tests, Tuesday 2026-11-24.
 */
import { describe, it } from 'vitest';
import { check, type Row } from './class-rows.js';

const ROWS: Row[] = [
  {
    name: 'a thing moved or slipped to another day is no task, even when its name is also a verb ("practice moved")',
    text: [
      'this week',
      '- practice moved to thursday after the fair',
      '- depot rollout slipped to Feb, supplier problem on their end',
      '- order the new hi-vis vests',
    ].join('\n'),
    want: [{ has: 'order hi-vis vests' }],
  },
  {
    name: 'a status after a job ("…, email never works with them") stays out of its title; a price going up is no task',
    text: 'then ring the council about the bin collection, email never works with them. Parking goes up on the 1st so renew the permit by then.',
    want: [
      { has: 'ring council bin collection', title: 'Ring the council about the bin collection' },
      { has: 'renew permit', due: '2026-12-01' },
    ],
  },
  {
    name: 'a job about the change stays a task ("tell Sam the class moved to Thursday", "practice moved, tell the altos")',
    text: '- tell Sam the spin class moved to Thursday\n- choir practice moved to saturday, tell the altos',
    want: [
      { has: 'tell sam spin class', people: ['Sam'] },
      { has: 'tell altos', due: null },
    ],
  },
  {
    name: 'a shift report\'s step and how it went ("reset fine", "reset both times") is done; a step with its object is a task',
    text: [
      'Late shift handover: the labeller on line 4 jammed at 9, reset fine.',
      'Oven 2 tripped out twice, reset both times.',
      'reset the conveyor sensor on line 1 before the morning run',
    ].join('\n'),
    want: [
      { has: 'reset conveyor sensor', title: 'Reset the conveyor sensor on line 1 before the morning run' },
    ],
  },
  {
    name: 'how a thing stands after a fix ("queue depth back to normal at 4:10", "p95 back to 250ms") is no task; bringing it back is one',
    text: [
      'Ola  4:05 AM',
      'broker restarted, queue depth back to normal at 4:10',
      'Tim  4:12 AM',
      'rolled the config back, p95 back to 250ms',
      'Me  4:20 AM',
      'I will get the standby broker back online by Friday',
    ].join('\n'),
    want: [{ has: 'standby broker back online', due: '2026-11-27' }],
  },
  {
    name: 'where or how the writer is until a time is no task ("on call till Fri", "off until Monday", "in Porto until the 3rd"); a job with its verb first stays',
    text: [
      'Week notes',
      '- on call till Fri.',
      '- off until Monday',
      '- wfh till Wed',
      '- in Porto until the 3rd',
      '- on nights until 8am',
      '- swap the winter tyres',
      '- sign off the budget by Friday',
    ].join('\n'),
    want: [{ has: 'swap winter tyres' }, { has: 'sign off budget', due: '2026-11-27' }],
  },
];

describe('status lines', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => check(row));
});
