import { describe, expect, it } from 'vitest';
import {
  defaultReminder,
  reminderAfterDueChange,
  reminderForNewTask,
  shiftReminder,
  zonedInstant,
} from './reminder-instants.js';

describe('zonedInstant', () => {
  it.each([
    ['2026-12-01', '09:00', 'UTC', '2026-12-01T09:00:00.000Z'],
    ['2026-12-01', '09:00', 'Europe/Berlin', '2026-12-01T08:00:00.000Z'],
    ['2026-07-01', '09:00', 'Europe/Berlin', '2026-07-01T07:00:00.000Z'],
    ['2026-12-01', '09:00', 'Pacific/Auckland', '2026-11-30T20:00:00.000Z'],
    ['2026-12-01', '09:00', 'America/Los_Angeles', '2026-12-01T17:00:00.000Z'],
    ['2026-12-01', '23:30', 'Asia/Kolkata', '2026-12-01T18:00:00.000Z'],
    ['2026-12-01', '09:00', 'Not/AZone', '2026-12-01T09:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, expected) => {
    expect(zonedInstant(date, time, zone)).toBe(expected);
  });
});

describe('default reminders', () => {
  it('is the default time on the due date, or none', () => {
    expect(defaultReminder('2026-12-01', '09:00', 'Europe/Berlin')).toBe('2026-12-01T08:00:00.000Z');
    expect(defaultReminder('2026-12-01', null, 'Europe/Berlin')).toBeNull();
    expect(defaultReminder(null, '09:00', 'Europe/Berlin')).toBeNull();
    expect(defaultReminder('2026-12-01', '9am', 'UTC')).toBeNull();
  });

  it('an explicit reminder of a new task wins, null included', () => {
    const base = { dueDate: '2026-12-01', defaultTime: '09:00', timeZone: 'UTC' };
    expect(reminderForNewTask(base)).toBe('2026-12-01T09:00:00.000Z');
    expect(reminderForNewTask({ ...base, remindAt: null })).toBeNull();
    expect(reminderForNewTask({ ...base, remindAt: '2026-11-30T18:00:00.000Z' })).toBe(
      '2026-11-30T18:00:00.000Z',
    );
  });

  it('a default reminder follows a moved due date; a hand-set one or none stays', () => {
    const move = {
      oldDueDate: '2026-12-01',
      newDueDate: '2026-12-05',
      defaultTime: '09:00',
      timeZone: 'UTC',
    };
    expect(reminderAfterDueChange({ ...move, current: '2026-12-01T09:00:00.000Z' })).toBe(
      '2026-12-05T09:00:00.000Z',
    );
    expect(reminderAfterDueChange({ ...move, current: '2026-11-30T15:00:00.000Z' })).toBe(
      '2026-11-30T15:00:00.000Z',
    );
    expect(reminderAfterDueChange({ ...move, current: null })).toBeNull();
    expect(reminderAfterDueChange({ ...move, defaultTime: null, current: '2026-12-01T09:00:00.000Z' })).toBe(
      '2026-12-01T09:00:00.000Z',
    );
  });
});

describe('shiftReminder', () => {
  it.each([
    ['2026-12-01T08:00:00.000Z', 7, 'Europe/Berlin', '2026-12-08T08:00:00.000Z'],
    // 9:00 in Berlin stays 9:00 across the end of summer time (UTC+2 → UTC+1).
    ['2026-10-20T07:00:00.000Z', 7, 'Europe/Berlin', '2026-10-27T08:00:00.000Z'],
    ['2026-03-23T16:00:00.000Z', 7, 'America/Los_Angeles', '2026-03-30T16:00:00.000Z'],
    ['2026-03-02T17:00:00.000Z', 7, 'America/Los_Angeles', '2026-03-09T16:00:00.000Z'],
    ['2026-12-01T09:00:00.000Z', 1, 'Not/AZone', '2026-12-02T09:00:00.000Z'],
  ])('%s plus %i days in %s is %s', (at, days, zone, expected) => {
    expect(shiftReminder(at, days, zone)).toBe(expected);
  });

  it('keeps no reminder as none', () => {
    expect(shiftReminder(null, 7, 'UTC')).toBeNull();
  });
});
