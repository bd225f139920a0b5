/**
 * @module services/mind-dump-history — the temporary history of mind dumps: saved before any AI call so a
 * failure loses nothing, kept HISTORY_RETENTION_DAYS, expired entries deleted when the history is read.
 */
import {
  decodeCursor,
  encodeCursor,
  historyExpiresAt,
  type MindDumpHistoryEntry,
  MindDumpSourceSchema,
} from '@mynd/shared';
import { and, desc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedItem } from '../db/prepared.js';
import { mindDumpHistory } from '../db/schema.js';
import { NotFoundError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { emptyPlan, saveUndo } from './undo.js';

export type HistoryRow = typeof mindDumpHistory.$inferSelect;

export const HISTORY_ENTRY_NOT_FOUND = 'Mind dump entry not found';

function toEntry(row: HistoryRow): MindDumpHistoryEntry {
  const source = MindDumpSourceSchema.safeParse(row.source);
  return {
    id: row.id,
    content: row.content,
    summary: row.summary,
    status: row.status,
    error: row.error,
    source: row.source && source.success ? source.data : null,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    tasksCreated: row.tasksCreated ?? [],
  };
}

/**
 * One page of the history, newest first (ties: by id), after `cursor`; expired entries are deleted in the same
 * round trip, before the read.
 */
export async function listHistory(
  db: Db,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
  now: Date,
): Promise<{ entries: MindDumpHistoryEntry[]; nextCursor: string | null }> {
  const position = query.cursor ? decodeCursor('history', query.cursor) : null;
  const [, rows] = await db.batch([
    db
      .delete(mindDumpHistory)
      .where(and(eq(mindDumpHistory.userId, userId), lte(mindDumpHistory.expiresAt, now.toISOString()))),
    db
      .select()
      .from(mindDumpHistory)
      .where(
        and(
          eq(mindDumpHistory.userId, userId),
          position
            ? or(
                lt(mindDumpHistory.createdAt, position.at),
                and(eq(mindDumpHistory.createdAt, position.at), lt(mindDumpHistory.id, position.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(mindDumpHistory.createdAt), desc(mindDumpHistory.id))
      .limit(query.limit + 1),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    entries: page.map(toEntry),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor('history', { at: last.createdAt, id: last.id }) : null,
  };
}

/** Deletes a history entry; the undo token puts it back as it was. */
export async function deleteHistoryEntry(db: Db, userId: string, id: string, now: Date): Promise<string> {
  const own = and(eq(mindDumpHistory.userId, userId), eq(mindDumpHistory.id, id));
  const [row] = await db.select().from(mindDumpHistory).where(own).limit(1);
  if (!row) throw new NotFoundError(HISTORY_ENTRY_NOT_FOUND);
  const plan = emptyPlan('mind-dumps');
  plan.insert.push({ table: 'mind_dump_history', rows: [row] });
  const undo = saveUndo(db, userId, plan, now);
  await db.batch([db.delete(mindDumpHistory).where(own), ...undo.statements]);
  return undo.token;
}

/** The entry of a capture by its clientId, as a statement for a batch. */
export function byClientIdQuery(db: Db, userId: string, clientId: string) {
  return preparedItem(
    db,
    'mindDumpHistory.byClientId',
    () =>
      db
        .select()
        .from(mindDumpHistory)
        .where(
          and(
            eq(mindDumpHistory.userId, sql.placeholder('userId')),
            eq(mindDumpHistory.clientId, sql.placeholder('clientId')),
          ),
        )
        .limit(1),
    { userId, clientId },
  );
}

/** `startEntry` as a statement (and the entry's id), for a caller's batch. */
export function startEntryStatement(
  db: Db,
  userId: string,
  input: { text: string; source?: unknown; clientId?: string | undefined },
  now: Date,
  reuseId?: string,
) {
  const fields = {
    content: input.text,
    status: 'processing' as const,
    error: null,
    summary: null,
    source: input.source ?? null,
    createdAt: now.toISOString(),
    expiresAt: historyExpiresAt(now).toISOString(),
  };
  if (reuseId) {
    const statement = db
      .update(mindDumpHistory)
      .set(fields)
      .where(and(eq(mindDumpHistory.userId, userId), eq(mindDumpHistory.id, reuseId)));
    return { id: reuseId, statement };
  }
  const id = newId();
  const statement = db
    .insert(mindDumpHistory)
    .values({ id, userId, clientId: input.clientId ?? null, tasksCreated: [], ...fields });
  return { id, statement };
}

/** The entry of a processed dump, done with its topics' titles and the tasks it made, for a caller's batch. */
export function doneEntryStatement(
  db: Db,
  userId: string,
  id: string,
  summary: string | null,
  tasksCreated: (typeof mindDumpHistory.$inferInsert)['tasksCreated'] & object,
) {
  return preparedItem(
    db,
    'mindDumpHistory.done',
    () =>
      db
        .update(mindDumpHistory)
        .set({
          status: 'done',
          error: null,
          summary: sql`${sql.placeholder('summary')}`,
          // As a value: the column's JSON encoding applies when the placeholder is filled.
          tasksCreated: sql`${sql.param(sql.placeholder('tasksCreated'), mindDumpHistory.tasksCreated)}`,
        })
        .where(
          and(
            eq(mindDumpHistory.userId, sql.placeholder('userId')),
            eq(mindDumpHistory.id, sql.placeholder('id')),
          ),
        ),
    { userId, id, summary, tasksCreated },
  );
}

/** `failEntry` as a statement for a caller's batch. */
export function failEntryStatement(db: Db, userId: string, id: string, message: string) {
  return db
    .update(mindDumpHistory)
    .set({ status: 'failed', error: message })
    .where(and(eq(mindDumpHistory.userId, userId), eq(mindDumpHistory.id, id)));
}
