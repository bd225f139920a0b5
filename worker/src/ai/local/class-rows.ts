/**
 * @module ai/local/class-rows — the table-row check shared by the failure-class tests: a dump, and the tasks it
 * must give (title words, date, tag, people), extracted on Tuesday 2026-11-24 in UTC.
 */
import { expect } from 'vitest';
import type { AiContext } from '../types.js';
import { extractTasks } from './extract.js';

const TAGS = ['Work-DevOps', 'Work-Manufacturing', 'Family', 'Life', 'Unsorted'];
// Tuesday 2026-11-24.
const ctx = (extra: string[] = [], timeZone = 'UTC'): AiContext => ({
  now: new Date('2026-11-24T12:00:00Z'),
  timeZone,
  tags: [...TAGS, ...extra],
});

interface Want {
  /** Words the title must contain, lower case. */
  has: string;
  /** The whole title, when the row is about how it reads. */
  title?: string;
  due?: string | null;
  tag?: string;
  people?: string[];
  /** Words the description must keep, as written. */
  description?: string;
}
export interface Row {
  name: string;
  text: string;
  extra?: string[];
  /** The writer's zone (UTC when absent). */
  timeZone?: string;
  want: Want[];
}

export function check(row: Row) {
  const { tasks } = extractTasks(row.text, ctx(row.extra, row.timeZone));
  expect(tasks.map((t) => t.title.toLowerCase())).toHaveLength(row.want.length);
  row.want.forEach((want, i) => {
    const task = tasks[i]!;
    for (const word of want.has.split(' ')) expect(task.title.toLowerCase()).toContain(word);
    if (want.title !== undefined) expect(task.title).toBe(want.title);
    if (want.due !== undefined) expect(task.dueDate).toBe(want.due);
    if (want.tag) expect(task.tag).toBe(want.tag);
    if (want.people) expect(task.people).toEqual(want.people);
    if (want.description) expect(task.description).toContain(want.description);
  });
}
