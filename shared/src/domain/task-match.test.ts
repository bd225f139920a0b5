import { describe, expect, it } from 'vitest';
import {
  normaliseTaskTitle,
  openTaskMatcher,
  TASK_MATCH_THRESHOLD,
  taskTitleSimilarity,
} from './task-match.js';

describe('normaliseTaskTitle', () => {
  it.each([
    ['Call the plumber!', 'call plumber'],
    ['  Book   a table, for 4 ', 'book table for 4'],
    ['', ''],
  ])('%s → %s', (title, expected) => expect(normaliseTaskTitle(title)).toBe(expected));
});

describe('taskTitleSimilarity', () => {
  it.each([
    // Same words: case, punctuation and articles do not matter.
    ['Call the plumber about the leak', 'call plumber about leak.', 1],
    // Stems meet: "Schedule"/"scheduling", "reviews"/"review".
    ['Schedule budget reviews with Sarah', 'Scheduling the budget review with Sarah', 1],
    // One extra word beside four: 4/5, the threshold.
    ['Send quarterly report to Sarah', 'Send quarterly budget report to Sarah', 0.8],
    // Different tasks about the same person: 1 shared stem of 5.
    ['Send report to Sarah', 'Call Sarah about holidays', 0.2],
    // A single stem never matches a longer title (only exact titles do).
    ['Taxes', 'File taxes', 0],
    ['Taxes', 'taxes', 1],
  ])('%s ~ %s = %s', (a, b, expected) => {
    expect(taskTitleSimilarity(a, b)).toBeCloseTo(expected, 5);
    expect(taskTitleSimilarity(b, a)).toBeCloseTo(expected, 5);
  });

  it('one different word in a short title stays below the threshold (car vs home insurance)', () => {
    expect(taskTitleSimilarity('Renew car insurance policy', 'Renew home insurance policy')).toBeLessThan(
      TASK_MATCH_THRESHOLD,
    );
  });
});

describe('openTaskMatcher', () => {
  const open = [
    { id: 'a', title: 'Call the plumber about the leak' },
    { id: 'b', title: 'Prepare board presentation slides' },
    { id: 'c', title: 'Prepare board presentation' },
  ];

  it('answers the most similar open task at or above the threshold, else null', () => {
    const m = openTaskMatcher(open);
    expect(m.match('call plumber about leak')?.id).toBe('a');
    expect(m.match('Prepare the board presentation')?.id).toBe('c');
    expect(m.match('Book dentist appointment')).toBeNull();
    expect(m.match('')).toBeNull();
  });

  it('tasks added in the same batch become matchable', () => {
    const m = openTaskMatcher<{ id: string; title: string }>([]);
    expect(m.match('Order new laptop for Ben')).toBeNull();
    m.add({ id: 'new', title: 'Order new laptop for Ben' });
    expect(m.match('Order a new laptop for Ben')?.id).toBe('new');
  });
});
