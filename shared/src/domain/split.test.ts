import { describe, expect, it } from 'vitest';
import { splitTaskDraft, splitTaskTitle } from './split.js';

describe('splitTaskTitle', () => {
  it.each([
    ['Write report', 'Write report - Part 2'],
    ['  Write report ', 'Write report - Part 2'],
    ['Write report - Part 2', 'Write report - Part 3'],
    ['Write report - Part 9', 'Write report - Part 10'],
    ['Part 2', 'Part 2 - Part 2'],
    ['Plan - Part two', 'Plan - Part two - Part 2'],
    ['', ' - Part 2'],
  ])('%j → %j', (title, expected) => expect(splitTaskTitle(title)).toBe(expected));
});

describe('splitTaskDraft', () => {
  it('copies description and tag and starts fresh', () => {
    const parent = { title: 'Ship v2', description: 'All of it', tag: 'Work-DevOps', dueDate: '2026-12-01' };
    expect(splitTaskDraft(parent, '2026-11-21')).toEqual({
      title: 'Ship v2 - Part 2',
      description: 'All of it',
      tag: 'Work-DevOps',
      progress: 0,
      notes: '',
      benchmarks: [],
      dependsOn: null,
      dueDate: '2026-12-01',
    });
  });
});
