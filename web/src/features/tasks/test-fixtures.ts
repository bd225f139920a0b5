/** @module Test fixtures: a complete Task with sensible defaults. */
import type { Task } from '@mynd/shared/schemas';

export function makeTask(over: Partial<Task> & { id: string }): Task {
  return {
    formattedId: '26112101',
    title: `Task ${over.id}`,
    description: '',
    tag: 'Work-DevOps',
    progress: 0,
    notes: null,
    benchmarks: [],
    dependsOn: null,
    parentId: null,
    dueDate: '2026-12-01',
    createdAt: '2026-11-21T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    completedAt: null,
    assignees: [],
    sourceText: null,
    dueText: null,
    mindDumpId: null,
    summaryId: null,
    recurrence: null,
    ...over,
  };
}
