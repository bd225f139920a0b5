import { describe, expect, it } from 'vitest';
import { buildTaskTree, selectTaskList, tagCounts } from './task-tree';
import { makeTask } from './test-fixtures';

describe('task list selection', () => {
  const tasks = [
    makeTask({ id: 'a', title: 'Ship release', tag: 'Work-DevOps', assignees: [{ id: 'p1', name: 'Ana' }] }),
    makeTask({ id: 'b', title: 'Call plumber', tag: 'Family' }),
    makeTask({ id: 'a2', title: 'Ship release - Part 2', parentId: 'a' }),
    makeTask({ id: 'done', title: 'Finished', progress: 100 }),
  ];

  it('lists only open tasks with subtasks beneath their parent', () => {
    const { nodes, total } = selectTaskList(tasks, {}, ['Work-DevOps', 'Family']);
    expect(total).toBe(3);
    expect(nodes.map((n) => n.task.id)).toEqual(['a', 'b']);
    expect(nodes[0]?.subtasks.map((t) => t.id)).toEqual(['a2']);
  });

  it('counts per tag in the user tag order and filters by the selected tag', () => {
    expect(tagCounts(tasks.slice(0, 3), ['Family', 'Work-DevOps', 'Life'])).toEqual([
      { tag: 'Family', count: 1 },
      { tag: 'Work-DevOps', count: 2 },
      { tag: 'Life', count: 0 },
    ]);
    const { nodes, total, shownCount } = selectTaskList(tasks, { tag: 'Family' }, ['Work-DevOps', 'Family']);
    expect(total).toBe(3);
    expect(shownCount).toBe(1);
    expect(nodes.map((n) => n.task.id)).toEqual(['b']);
  });

  it('filters by person and by search text', () => {
    expect(selectTaskList(tasks, { personId: 'p1' }, []).nodes.map((n) => n.task.id)).toEqual(['a']);
    expect(selectTaskList(tasks, { search: 'PLUMB' }, []).nodes.map((n) => n.task.id)).toEqual(['b']);
  });

  it('shows an orphaned subtask on its own', () => {
    expect(buildTaskTree([tasks[2]!]).map((n) => n.task.id)).toEqual(['a2']);
  });

  // Its speed is measured by `npm run bench -w @mynd/web` (scripts/bench-tree.ts), not asserted here.
  it('selects 2,000 tasks into 200 parents with their subtasks', () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      makeTask({ id: `t${i}`, parentId: i % 10 === 0 || i === 0 ? null : `t${i - (i % 10)}` }),
    );
    const { nodes, total } = selectTaskList(many, { search: 'task' }, ['Work-DevOps']);
    expect(nodes).toHaveLength(200);
    expect(total).toBe(2000);
    expect(nodes.every((n) => n.subtasks.length === 9)).toBe(true);
  });
});
