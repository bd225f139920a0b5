import { describe, expect, it } from 'vitest';
import { avgTaskDurationDays, completedTotals, estTimeGainsHours, formatGains } from './analytics.js';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('estTimeGainsHours', () => {
  it.each([
    [0, 0],
    [60, 1],
    [90, 1.5],
    [100, 1.7],
    [125, 2.1],
    [Number.NaN, 0],
  ])('%d minutes → %d hours', (minutes, hours) => expect(estTimeGainsHours(minutes)).toBe(hours));
});

describe('avgTaskDurationDays', () => {
  it.each([
    { name: 'no open tasks', tasks: [], expected: 0 },
    { name: 'one task 3 days old', tasks: [{ createdAt: '2026-11-18T12:00:00Z' }], expected: 3 },
    {
      name: 'the mean of ages, rounded',
      tasks: [{ createdAt: '2026-11-20T12:00:00Z' }, { createdAt: '2026-11-11T12:00:00Z' }],
      expected: 6,
    },
    { name: 'Date objects too', tasks: [{ createdAt: new Date('2026-11-14T12:00:00Z') }], expected: 7 },
    {
      name: 'ignores unreadable dates',
      tasks: [{ createdAt: 'x' }, { createdAt: '2026-11-19T12:00:00Z' }],
      expected: 2,
    },
    { name: 'future dates count as 0', tasks: [{ createdAt: '2026-11-25T12:00:00Z' }], expected: 0 },
  ])('$name', ({ tasks, expected }) => expect(avgTaskDurationDays(tasks, NOW)).toBe(expected));
});

describe('formatGains', () => {
  it.each([
    [1234.56, 'USD', '$1,235'],
    [0, 'EUR', '€0'],
    [50, 'XYZ', 'XYZ 50'],
  ])('%d %s → %s', (amount, currency, expected) => expect(formatGains(amount, currency)).toBe(expected));
});

describe('completedTotals', () => {
  it.each([
    { items: [], expected: { count: 0, moneySaved: 0, hours: 0 } },
    {
      items: [
        { moneySaved: 10.1, timeSavedMinutes: 30 },
        { moneySaved: 0.2, timeSavedMinutes: 60 },
        { moneySaved: null, timeSavedMinutes: null },
      ],
      expected: { count: 3, moneySaved: 10.3, hours: 1.5 },
    },
  ])('$items.length items → $expected', ({ items, expected }) =>
    expect(completedTotals(items)).toEqual(expected),
  );
});
