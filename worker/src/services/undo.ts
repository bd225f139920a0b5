/**
 * @module services/undo — one undo mechanism for every destructive action. Before it changes anything, an action
 * describes how to put it back as an `UndoPlan` (row images to re-insert, column values to set back, rows it
 * created to remove); the plan is stored in the action's own batch under a random token, and POST /api/undo/:token
 * applies it once, in one batch, within UNDO_WINDOW_SECONDS. No per-entity restore code, no soft-delete filters.
 */
import { type ChangeTopic, UNDO_EXPIRED_MESSAGE, UNDO_WINDOW_SECONDS } from '@mynd/shared';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client.js';
import {
  financialImpacts,
  mindDumpHistory,
  people,
  summaryCards,
  taskAssignees,
  taskFeedback,
  taskNotes,
  tasks,
  type UndoPlanJson,
  undoActions,
  userTags,
} from '../db/schema.js';
import { ConflictError, NotFoundError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';

/** The tables an undo may touch, in the order rows are re-inserted (parents before children). */
const TABLES = {
  people,
  summary_cards: summaryCards,
  mind_dump_history: mindDumpHistory,
  user_tags: userTags,
  tasks,
  task_notes: taskNotes,
  task_assignees: taskAssignees,
  financial_impacts: financialImpacts,
  task_feedback: taskFeedback,
} as const;
export type UndoTable = keyof typeof TABLES;
const ORDER = Object.keys(TABLES) as UndoTable[];

export interface UndoPlan {
  topics: ChangeTopic[];
  /** Rows the action created (a merged card): removed first. */
  remove: { table: UndoTable; key: Record<string, string> }[];
  /** Rows the action deleted, as they were. */
  insert: { table: UndoTable; rows: Record<string, unknown>[] }[];
  /** Values the action overwrote, set back. */
  update: { table: UndoTable; key: Record<string, string>; set: Record<string, unknown> }[];
}

export function emptyPlan(...topics: ChangeTopic[]): UndoPlan {
  return { topics, remove: [], insert: [], update: [] };
}

/** The statements that store a plan (and drop the user's expired ones); put them in the action's batch. */
export function saveUndo(db: Db, userId: string, plan: UndoPlan, now: Date) {
  const token = newId();
  const at = now.toISOString();
  return {
    token,
    statements: [
      db.delete(undoActions).where(and(eq(undoActions.userId, userId), lt(undoActions.expiresAt, at))),
      db.insert(undoActions).values({
        id: token,
        userId,
        plan: plan as UndoPlanJson,
        expiresAt: new Date(now.getTime() + UNDO_WINDOW_SECONDS * 1000).toISOString(),
        createdAt: at,
      }),
    ] as const,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the plan addresses columns by name, checked against the table below
type AnyTable = SQLiteTable & Record<string, any>;

/** `key` as a condition, always within the user's rows. */
function where(table: AnyTable, userId: string, key: Record<string, string>): SQL {
  const conditions = Object.entries(key).map(([column, value]) => {
    if (!(column in table) || column === 'userId') throw new Error(`undo: no column ${column}`);
    return eq(table[column], value);
  });
  return and(eq(table.userId, userId), ...conditions)!;
}

/**
 * Applies the plan behind `token` once and forgets it; 404 "This can no longer be undone" when it is unknown,
 * another user's, used or expired, and 409 when what it restores collides with a change made since.
 */
export async function applyUndo(db: Db, userId: string, token: string, now: Date): Promise<ChangeTopic[]> {
  const [row] = await db
    .delete(undoActions)
    .where(and(eq(undoActions.userId, userId), eq(undoActions.id, token)))
    .returning();
  if (!row || row.expiresAt < now.toISOString()) throw new NotFoundError(UNDO_EXPIRED_MESSAGE);
  const plan = row.plan as UndoPlan;
  const statements = [];
  for (const r of plan.remove) {
    const table = TABLES[r.table] as AnyTable;
    statements.push(db.delete(table).where(where(table, userId, r.key)));
  }
  for (const name of ORDER) {
    const rows = plan.insert.filter((i) => i.table === name).flatMap((i) => i.rows);
    if (rows.length === 0) continue;
    const table = TABLES[name] as AnyTable;
    // Never another user's rows, whatever the plan says.
    statements.push(
      db
        .insert(table)
        .values(rows.map((r) => ({ ...r, userId })))
        .onConflictDoNothing(),
    );
  }
  for (const u of plan.update) {
    const table = TABLES[u.table] as AnyTable;
    statements.push(
      db
        .update(table)
        .set(u.set)
        .where(where(table, userId, u.key)),
    );
  }
  if (statements.length > 0) {
    try {
      await db.batch(statements as unknown as Parameters<Db['batch']>[0]);
    } catch {
      throw new ConflictError('This can no longer be undone: something it restores has changed since');
    }
  }
  return plan.topics;
}
