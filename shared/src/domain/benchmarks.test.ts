import { describe, expect, it } from 'vitest';
import {
  type Benchmark,
  benchmarkMarkerTone,
  hasOverdueBenchmark,
  isBenchmarkOverdue,
  isBenchmarkReached,
  progressAfterBenchmarkToggle,
  shiftBenchmarkDates as shift,
  sortBenchmarks,
} from './benchmarks.js';

const TODAY = '2026-11-21';
const b = (percentage: number, dueDate?: string | null): Benchmark => ({
  percentage,
  description: `at ${percentage}`,
  dueDate,
});
const list = [b(25), b(50), b(75), b(100)];

describe('progressAfterBenchmarkToggle', () => {
  it.each([
    [0, true, 25],
    [2, true, 75],
    [3, true, 100],
    [0, false, 0],
    [1, false, 25],
    [3, false, 75],
  ])('index %i checked %s → %i', (index, checked, expected) => {
    expect(progressAfterBenchmarkToggle(list, index, checked)).toBe(expected);
  });

  it('finds the previous lower benchmark even when unsorted', () => {
    expect(progressAfterBenchmarkToggle([b(80), b(20), b(60)], 0, false)).toBe(60);
    expect(progressAfterBenchmarkToggle([b(80), b(20), b(60)], 1, false)).toBe(0);
  });

  it('refuses an index that does not exist', () => {
    expect(() => progressAfterBenchmarkToggle(list, 4, true)).toThrow(RangeError);
    expect(() => progressAfterBenchmarkToggle([], 0, false)).toThrow(RangeError);
  });
});

describe('reached and overdue', () => {
  it.each([
    [b(50, '2026-11-20'), 40, false, true, 'overdue'],
    [b(50, '2026-11-20'), 50, true, false, 'reached'],
    [b(50, '2026-11-21'), 40, false, false, 'today'],
    [b(50, '2026-11-22'), 40, false, false, 'upcoming'],
    [b(50, null), 40, false, false, 'none'],
    [b(50), 60, true, false, 'reached'],
  ])('%o at %i: reached %s, overdue %s, tone %s', (bench, progress, reached, overdue, tone) => {
    expect(isBenchmarkReached(bench, progress)).toBe(reached);
    expect(isBenchmarkOverdue(bench, progress, TODAY)).toBe(overdue);
    expect(benchmarkMarkerTone(bench, progress, TODAY)).toBe(tone);
  });

  it.each([
    [{ progress: 10, benchmarks: [b(25, '2026-11-30'), b(50, '2026-11-01')] }, true],
    [{ progress: 60, benchmarks: [b(25, '2026-11-01'), b(50, '2026-11-01')] }, false],
    [{ progress: 0, benchmarks: [] }, false],
    [{ progress: 0, benchmarks: null }, false],
    [{ progress: 0 }, false],
  ])('hasOverdueBenchmark(%o) → %s', (task, expected) => {
    expect(hasOverdueBenchmark(task, TODAY)).toBe(expected);
  });
});

describe('sortBenchmarks', () => {
  it('orders by percentage without touching the input', () => {
    const input = [b(75), b(25), b(50)];
    expect(sortBenchmarks(input).map((x) => x.percentage)).toEqual([25, 50, 75]);
    expect(input.map((x) => x.percentage)).toEqual([75, 25, 50]);
  });
  it('handles empty', () => expect(sortBenchmarks([])).toEqual([]));
});

describe('shiftBenchmarkDates', () => {
  const plan = [
    { percentage: 25, description: 'Draft', dueDate: '2026-11-25' },
    { percentage: 50, description: 'Review', dueDate: null },
    { percentage: 100, description: 'Ship', dueDate: '2026-12-05' },
  ];
  it('moves every dated benchmark by the days the due date moved, across months', () => {
    expect(shift(plan, '2026-12-05', '2026-12-12').map((b) => b.dueDate)).toEqual([
      '2026-12-02',
      null,
      '2026-12-12',
    ]);
    expect(shift(plan, '2026-12-05', '2026-12-01').map((b) => b.dueDate)).toEqual([
      '2026-11-21',
      null,
      '2026-12-01',
    ]);
  });
  it('changes nothing when the date stays or cannot be read', () => {
    expect(shift(plan, '2026-12-05', '2026-12-05')).toEqual(plan);
    expect(shift(plan, 'soon', '2026-12-12')).toEqual(plan);
  });
});
