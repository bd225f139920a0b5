import { describe, expect, it } from 'vitest';
import { DEFAULT_DUE_DAYS, defaultDueDate, splitTaskDueDate } from './due-date.js';

describe('defaultDueDate', () => {
  it('is 14 days', () => expect(DEFAULT_DUE_DAYS).toBe(14));

  it.each([
    ['2026-11-21T10:00:00Z', undefined, '2026-12-05'],
    ['2026-12-20T10:00:00Z', 'UTC', '2027-01-03'],
    // 23:00 in New York on 20 Dec is already 21 Dec in UTC: the user's own day counts.
    ['2026-12-21T04:00:00Z', 'America/New_York', '2027-01-03'],
    ['2026-12-21T04:00:00Z', 'UTC', '2027-01-04'],
    ['2026-11-21T19:00:00Z', 'Asia/Kolkata', '2026-12-06'],
    ['2026-02-20T12:00:00Z', 'Pacific/Auckland', '2026-03-07'],
    ['2026-02-28T12:00:00Z', 'UTC', '2026-03-14'],
  ])('created %s in %s → %s', (createdAt, tz, expected) => {
    expect(defaultDueDate(new Date(createdAt), tz)).toBe(expected);
  });
});

describe('splitTaskDueDate', () => {
  it.each([
    [{ dueDate: '2026-12-01' }, '2026-11-21', '2026-12-01'],
    [{ dueDate: '2026-11-22' }, '2026-11-21', '2026-11-22'],
    [{ dueDate: '2026-11-21' }, '2026-11-21', '2026-12-05'],
    [{ dueDate: '2026-11-01' }, '2026-11-21', '2026-12-05'],
    [{ dueDate: null }, '2026-12-25', '2027-01-08'],
  ])('parent %o, today %s → %s', (parent, today, expected) => {
    expect(splitTaskDueDate(parent, today)).toBe(expected);
  });
});
