import { describe, expect, it } from 'vitest';
import { dashboardDueStatus, isOverdue, sortDueTasks, taskCardDueStatus } from './due-status.js';

const TODAY = '2026-11-21';

describe('taskCardDueStatus', () => {
  it.each([
    ['2026-11-20', 'overdue', -1, 'Overdue by 1 day', 'red'],
    ['2026-11-11', 'overdue', -10, 'Overdue by 10 days', 'red'],
    ['2026-11-21', 'today', 0, 'Due today', 'yellow'],
    ['2026-11-22', 'upcoming', 1, 'Due in 1 day', 'green'],
    ['2026-11-23', 'upcoming', 2, 'Due in 2 days', 'green'],
    ['2027-01-01', 'upcoming', 41, 'Due in 41 days', 'green'],
  ])('due %s → %s %i "%s" %s', (due, kind, days, label, color) => {
    expect(taskCardDueStatus(due, TODAY)).toEqual({ kind, days, label, color });
  });

  it('counts across a year boundary', () => {
    expect(taskCardDueStatus('2026-12-31', '2027-01-02').label).toBe('Overdue by 2 days');
  });
});

describe('dashboardDueStatus', () => {
  it.each([
    ['2026-11-19', -2, 'Overdue by 2 days', 'red'],
    ['2026-11-20', -1, 'Overdue by 1 day', 'red'],
    ['2026-11-21', 0, 'Due today', 'orange'],
    ['2026-11-22', 1, 'Due tomorrow', 'orange'],
    ['2026-11-23', 2, 'Due in 2 days', 'yellow'],
    ['2026-11-24', 3, 'Due in 3 days', 'yellow'],
    ['2026-11-25', 4, 'Due in 4 days', 'blue'],
    ['2026-12-01', 10, 'Due in 10 days', 'blue'],
  ])('due %s → %i "%s" %s', (due, days, label, color) => {
    expect(dashboardDueStatus(due, TODAY)).toEqual({ days, label, color });
  });

  it('says tomorrow across a month boundary', () => {
    expect(dashboardDueStatus('2026-12-01', '2026-11-30').label).toBe('Due tomorrow');
  });
});

describe('isOverdue', () => {
  it.each([
    ['2026-11-20', true],
    ['2026-11-21', false],
    ['2026-11-22', false],
  ])('%s → %s', (due, expected) => expect(isOverdue(due, TODAY)).toBe(expected));
});

describe('sortDueTasks', () => {
  const task = (id: string, dueDate: string | null, progress = 0) => ({ id, dueDate, progress });

  it.each([
    { name: 'empty', tasks: [], expected: [] },
    {
      name: 'overdue first (most overdue first), then soonest',
      tasks: [
        task('a', '2026-11-30'),
        task('b', '2026-11-19'),
        task('c', '2026-11-21'),
        task('d', '2026-11-20'),
      ],
      expected: ['b', 'd', 'c', 'a'],
    },
    {
      name: 'drops completed tasks and tasks without a due date',
      tasks: [task('a', '2026-11-22', 100), task('b', null), task('c', '2026-11-25', 95)],
      expected: ['c'],
    },
    {
      name: 'keeps input order on equal dates',
      tasks: [task('x', '2026-11-25'), task('y', '2026-11-25'), task('z', '2026-11-24')],
      expected: ['z', 'x', 'y'],
    },
  ])('$name', ({ tasks, expected }) => {
    const before = tasks.map((t) => t.id);
    expect(sortDueTasks(tasks, TODAY).map((t) => t.id)).toEqual(expected);
    expect(tasks.map((t) => t.id)).toEqual(before);
  });
});
