import { describe, expect, it } from 'vitest';
import { clampProgress, isTaskCompleted, isTaskOpen, PROGRESS_STEP, snapProgress } from './task-status.js';

describe('task status', () => {
  it.each([
    [0, false, true],
    [95, false, true],
    [99.9, false, true],
    [100, true, false],
  ])('progress %d: completed %s, open %s', (progress, completed, open) => {
    expect(isTaskCompleted(progress)).toBe(completed);
    expect(isTaskOpen(progress)).toBe(open);
  });

  it('steps by 5', () => expect(PROGRESS_STEP).toBe(5));

  it.each([
    [-5, 0],
    [42.4, 42],
    [150, 100],
    [Number.NaN, 0],
  ])('clampProgress(%d) = %d', (value, expected) => expect(clampProgress(value)).toBe(expected));

  it.each([
    [42, 40],
    [43, 45],
    [98, 100],
    [-3, 0],
  ])('snapProgress(%d) = %d', (value, expected) => expect(snapProgress(value)).toBe(expected));
});
