/**
 * @module services/benchmarks — AI-generated progress benchmarks for a task, checked and dated before the
 * task's due date, then saved on the task.
 */
import {
  addDaysIso,
  type BenchmarkDto,
  diffDaysIso,
  GeneratedBenchmarkSchema,
  isIsoDate,
  sortBenchmarks,
  type Task,
} from '@mynd/shared';
import { eq } from 'drizzle-orm';
import type { AiContext, AiProvider, Benchmark } from '../ai/provider.js';
import type { Db } from '../db/client.js';
import { tasks } from '../db/schema.js';
import { aiCall, invalidAiAnswer } from './ai-calls.js';
import { findTaskRow, oneTaskFrom, oneTaskQueries, userTasks } from './task-rows.js';

export const MAX_BENCHMARKS = 10;

/**
 * Keeps valid benchmarks (1–100 %, a description), one per percentage, sorted, and dates each on or before
 * the due date: a missing or late date becomes the point of the task's span its percentage stands for.
 */
export function fitBenchmarks(
  raw: readonly Benchmark[],
  createdDate: string,
  dueDate: string,
): BenchmarkDto[] {
  const seen = new Set<number>();
  const valid: BenchmarkDto[] = [];
  for (const b of raw) {
    const parsed = GeneratedBenchmarkSchema.safeParse(b);
    if (!parsed.success || seen.has(parsed.data.percentage)) continue;
    seen.add(parsed.data.percentage);
    valid.push(parsed.data);
  }
  const start = createdDate < dueDate ? createdDate : dueDate;
  const span = Math.max(0, diffDaysIso(dueDate, start));
  return sortBenchmarks(valid)
    .slice(0, MAX_BENCHMARKS)
    .map((b) => {
      const fits = b.dueDate && isIsoDate(b.dueDate) && b.dueDate >= start && b.dueDate <= dueDate;
      const dueDateFor = fits ? b.dueDate! : addDaysIso(start, Math.round((span * b.percentage) / 100));
      return { percentage: b.percentage, description: b.description, dueDate: dueDateFor };
    });
}

/** Asks the AI for the task's benchmarks and computes what would be saved (no write). */
export async function draftBenchmarks(
  ai: AiProvider,
  task: { title: string; description: string; dueDate: string; createdAt: string },
  ctx: AiContext,
): Promise<BenchmarkDto[]> {
  const raw = await aiCall(() =>
    ai.generateBenchmarks(
      { title: task.title, description: task.description, dueDate: task.dueDate, createdAt: task.createdAt },
      ctx,
    ),
  );
  if (!Array.isArray(raw)) throw invalidAiAnswer();
  return fitBenchmarks(raw, task.createdAt.slice(0, 10), task.dueDate);
}

/** Generates and saves benchmarks on the user's task (replacing any it had). */
export async function generateBenchmarks(
  db: Db,
  ai: AiProvider,
  userId: string,
  taskId: string,
  ctx: AiContext,
): Promise<{ benchmarks: BenchmarkDto[]; task: Task }> {
  const row = await findTaskRow(db, userId, taskId);
  const benchmarks = await draftBenchmarks(ai, row, ctx);
  const [, ...read] = await db.batch([
    db
      .update(tasks)
      .set({ benchmarks })
      .where(userTasks(userId, eq(tasks.id, taskId))),
    ...oneTaskQueries(db, userId, taskId),
  ]);
  return { benchmarks, task: oneTaskFrom(read) };
}
