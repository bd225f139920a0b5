import { describe, expect, it } from 'vitest';
import { createdTasksMessage } from './summary-actions';

describe('createdTasksMessage', () => {
  it.each([
    [2, 0, 'Added 2 tasks to your list'],
    [1, 0, 'Added 1 task to your list'],
    [0, 4, 'Added 0 tasks to your list · 4 already on it, linked to this topic'],
  ])('%i created, %i linked → %s', (created, linked, expected) => {
    expect(createdTasksMessage(created, linked)).toBe(expected);
  });
});
