/**
 * @module services/extracted-tasks — turns tasks an AI extracted (from a mind dump or a topic) into rows to
 * insert: model output is untrusted, so each task is checked against the shared schema, its tag must be one
 * of the user's (else Unsorted) and the people it names are linked to the user's people.
 */
import { ExtractedTaskSchema, type HistoryTaskSchema } from '@mynd/shared';
import type { z } from 'zod';
import type { ExtractedTask } from '../ai/provider.js';
import type { taskAssignees, tasks } from '../db/schema.js';
import { invalidAiAnswer } from './ai-calls.js';
import type { PeopleLinker } from './assignees.js';
import { newTaskRow } from './tasks.js';
import { knownTag } from './user-context.js';

/** The most tasks one answer may create (the shared MindDumpExtractionSchema's bound). */
export const MAX_EXTRACTED_TASKS = 100;

export type ExtractedRows = {
  tasks: (typeof tasks.$inferInsert & { id: string })[];
  assignees: (typeof taskAssignees.$inferInsert)[];
  history: z.infer<typeof HistoryTaskSchema>[];
};

export type ExtractOptions = {
  userId: string;
  now: Date;
  timeZone: string;
  tags: readonly string[];
  linker: PeopleLinker;
  mindDumpId?: string;
  /** The summary card a task's topicIndex points at, if any. */
  summaryIdFor?: (topicIndex: number | null) => string | null;
  /** Used when the task has no topicIndex of its own (tasks made from one topic). */
  summaryId?: string;
};

const cut = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : value);

/**
 * Cuts over-long text fields to the schema's bounds first, so a long but sound task is kept (shortened)
 * rather than dropped; what is still invalid after that (no title, wrong types) is dropped.
 */
function clip(candidate: unknown): unknown {
  if (typeof candidate !== 'object' || candidate === null) return candidate;
  const t = candidate as Record<string, unknown>;
  return {
    ...t,
    title: cut(t.title, 200),
    description: cut(t.description, 2000),
    tag: cut(t.tag, 40),
    dueText: cut(t.dueText, 200),
    sourceText: cut(t.sourceText, 4000),
    people: Array.isArray(t.people) ? t.people.slice(0, 10).map((p) => cut(p, 100)) : t.people,
  };
}

/** Rows for the valid extracted tasks, in order; a non-array answer is an invalid AI answer (502). */
export function extractedTaskRows(extracted: unknown, options: ExtractOptions): ExtractedRows {
  if (!Array.isArray(extracted)) throw invalidAiAnswer();
  const out: ExtractedRows = { tasks: [], assignees: [], history: [] };
  extracted.forEach((candidate: unknown) => {
    if (out.tasks.length >= MAX_EXTRACTED_TASKS) return;
    const parsed = ExtractedTaskSchema.safeParse(clip(candidate));
    if (!parsed.success) return;
    const t: ExtractedTask = parsed.data;
    // One millisecond apart, so the list order and the display ids follow the extraction order.
    const createdAt = new Date(options.now.getTime() + out.tasks.length);
    const tag = knownTag(options.tags, t.tag);
    const row = newTaskRow(
      options.userId,
      {
        title: t.title,
        description: t.description,
        tag,
        dueDate: t.dueDate ?? undefined,
        dueText: t.dueText,
        sourceText: t.sourceText || null,
        mindDumpId: options.mindDumpId ?? null,
        summaryId: options.summaryIdFor?.(t.topicIndex) ?? options.summaryId ?? null,
      },
      createdAt,
      options.timeZone,
    ) as typeof tasks.$inferInsert & { id: string };
    out.tasks.push(row);
    out.history.push({ title: t.title, description: t.description, tag });
    const personIds = new Set(t.people.map((name) => options.linker.idFor(name)).filter((id) => id !== null));
    for (const personId of personIds) {
      out.assignees.push({ taskId: row.id, personId, userId: options.userId, createdAt: row.createdAt });
    }
  });
  return out;
}
