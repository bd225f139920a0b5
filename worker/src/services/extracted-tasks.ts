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

/** Rows for the valid extracted tasks, in order; a non-array answer is an invalid AI answer (502). */
export function extractedTaskRows(extracted: unknown, options: ExtractOptions): ExtractedRows {
  if (!Array.isArray(extracted)) throw invalidAiAnswer();
  const out: ExtractedRows = { tasks: [], assignees: [], history: [] };
  extracted.forEach((candidate: unknown) => {
    const parsed = ExtractedTaskSchema.safeParse(candidate);
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
