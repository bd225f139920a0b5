import { describe, expect, it } from 'vitest';
import { isPeriod, PERIODS, periodLabel, periodStart } from './periods.js';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('periods', () => {
  it('labels as the spec', () => {
    expect(PERIODS.map((p) => p.label)).toEqual([
      'Past Week',
      'Past Month',
      'Past Quarter',
      'Past Year',
      'All Time',
    ]);
  });

  it.each([
    ['week', '2026-11-14T12:00:00.000Z'],
    ['month', '2026-10-22T12:00:00.000Z'],
    ['quarter', '2026-08-23T12:00:00.000Z'],
    ['year', '2025-11-21T12:00:00.000Z'],
  ] as const)('%s starts at %s', (period, expected) => {
    expect(periodStart(period, NOW)?.toISOString()).toBe(expected);
  });

  it('All Time has no start', () => expect(periodStart('all', NOW)).toBeNull());

  it.each([
    ['week', true],
    ['all', true],
    ['day', false],
    [7, false],
  ])('isPeriod(%s) → %s', (value, expected) => expect(isPeriod(value)).toBe(expected));

  it('labels one period', () => expect(periodLabel('quarter')).toBe('Past Quarter'));
});
