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
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedItem } from '../db/prepared.js';
import { mindDumpHistory, userLocks } from '../db/schema.js';
import { NotFoundError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { afterCursor } from './analytics.js';
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
  const user = sql.placeholder('userId');
  const [, rows] = await db.batch([
    preparedItem(
      db,
      'mindDumpHistory.expire',
      () =>
        db
          .delete(mindDumpHistory)
          .where(
            and(eq(mindDumpHistory.userId, user), lte(mindDumpHistory.expiresAt, sql.placeholder('now'))),
          ),
      { userId, now: now.toISOString() },
    ),
    // Prepared once per shape: the first page, or a page after a cursor.
    preparedItem(
      db,
      position ? 'mindDumpHistory.pageAfter' : 'mindDumpHistory.page',
      () =>
        db
          .select()
          .from(mindDumpHistory)
          .where(
            and(
              eq(mindDumpHistory.userId, user),
              position
                ? afterCursor(mindDumpHistory.createdAt, mindDumpHistory.id, {
                    at: sql.placeholder('at'),
                    id: sql.placeholder('afterId'),
                  })
                : undefined,
            ),
          )
          .orderBy(desc(mindDumpHistory.createdAt), desc(mindDumpHistory.id))
          .limit(sql.placeholder('size')),
      { userId, size: query.limit + 1, ...(position ? { at: position.at, afterId: position.id } : {}) },
    ),
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

/**
 * The capture's history entry, written in the same batch that takes the user's mind-dump lock, as the statement
 * right after it (`lock` is that attempt's name and time), and so only when this run got it: a new row, or — for a capture sent again with the
 * same clientId whose earlier run failed — that entry again (a done one is left as it is). Its rows give the
 * entry's id; none when the lock was held by another run or the capture was already done. Saving the text
 * before the AI runs costs no round trip of its own.
 */
export function claimEntryStatement(
  db: Db,
  userId: string,
  input: { text: string; source?: unknown; clientId?: string | undefined },
  now: Date,
  lock: { name: string; acquiredAt: string },
) {
  const source = input.source === undefined || input.source === null ? null : JSON.stringify(input.source);
  const value = (name: string) => sql`${sql.placeholder(name)}`;
  // Prepared once per handle (db/prepared): building this insert walked drizzle's tree on every dump.
  return preparedItem(
    db,
    'mindDumpHistory.claim',
    () => {
      // changes(): the lock statement just before this one in the batch wrote the lock (another run holding it
      // makes it write nothing). The lock row's time alone would not tell two runs of the same millisecond apart.
      const held = and(
        sql`changes() = 1`,
        eq(userLocks.userId, sql.placeholder('userId')),
        eq(userLocks.name, sql.placeholder('lockName')),
        eq(userLocks.acquiredAt, sql.placeholder('lockAcquiredAt')),
      );
      return db
        .insert(mindDumpHistory)
        .select((qb) =>
          qb
            .select({
              id: value('id').as('id'),
              userId: value('userId').as('user_id'),
              content: value('content').as('content'),
              summary: sql`null`.as('summary'),
              status: sql`'processing'`.as('status'),
              error: sql`null`.as('error'),
              source: value('source').as('source'),
              clientId: value('clientId').as('client_id'),
              tasksCreated: sql`'[]'`.as('tasks_created'),
              createdAt: value('createdAt').as('created_at'),
              expiresAt: value('expiresAt').as('expires_at'),
            })
            .from(userLocks)
            .where(held),
        )
        .onConflictDoUpdate({
          target: [mindDumpHistory.userId, mindDumpHistory.clientId],
          set: {
            content: sql`excluded.content`,
            status: 'processing',
            error: null,
            summary: null,
            source: sql`excluded.source`,
            createdAt: sql`excluded.created_at`,
            expiresAt: sql`excluded.expires_at`,
          },
          setWhere: sql`${mindDumpHistory.status} <> 'done'`,
        })
        .returning({ id: mindDumpHistory.id });
    },
    {
      id: newId(),
      userId,
      content: input.text,
      source,
      clientId: input.clientId ?? null,
      createdAt: now.toISOString(),
      expiresAt: historyExpiresAt(now).toISOString(),
      lockName: lock.name,
      lockAcquiredAt: lock.acquiredAt,
    },
  );
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
