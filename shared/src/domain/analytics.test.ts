import { describe, expect, it } from 'vitest';
import { avgTaskDurationDays, completedTotals, estTimeGainsHours } from './analytics.js';

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

describe('completedTotals', () => {
  const usd = (amount: number) => [{ currency: 'USD', amount }];
  it.each([
    { sums: { tasks: 0, money: [], minutes: 0 }, expected: { count: 0, moneySavedByCurrency: [], hours: 0 } },
    {
      sums: { tasks: 3, money: [...usd(10.1), { currency: 'usd', amount: 0.2 }], minutes: 90 },
      expected: { count: 3, moneySavedByCurrency: usd(10.3), hours: 1.5 },
    },
    {
      sums: { tasks: 2, money: [...usd(300), { currency: 'EUR', amount: 12.5 }], minutes: null },
      expected: {
        count: 2,
        moneySavedByCurrency: [
          { currency: 'USD', amount: 300 },
          { currency: 'EUR', amount: 12.5 },
        ],
        hours: 0,
      },
    },
    {
      // The count is the period's, not the number of money rows.
      sums: { tasks: 25, money: [], minutes: 61 },
      expected: { count: 25, moneySavedByCurrency: [], hours: 1 },
    },
  ])('$sums.tasks tasks → $expected', ({ sums, expected }) =>
    expect(completedTotals(sums)).toEqual(expected),
  );
});
