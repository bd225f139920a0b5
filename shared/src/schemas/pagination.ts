/**
 * @module schemas/pagination — keyset (cursor) paging for the lists that grow without bound: completed tasks and
 * the mind dump history. A cursor is opaque to clients: base64url of `[list, sortKey, id]`, the last row of the
 * page it follows. It carries no user: the server always scopes by the signed-in user, so a forged cursor can
 * only move a user's own page boundary. Page sizes are validated here; the server asks for one row more than
 * the page to know whether a next page exists.
 */
import { z } from 'zod';
import { IdSchema } from './common.js';

/** The largest page a client may ask for. */
export const PAGE_SIZE_MAX = 100;
/** Completed tasks per page (the panel shows 3, then the loaded ones after Show All). */
export const COMPLETED_PAGE_SIZE = 20;
/** Completed tasks per page of GET /api/tasks?status=completed (the search's completed matches). */
export const COMPLETED_TASKS_PAGE_SIZE = 20;
/** Mind dump history entries per page. */
export const HISTORY_PAGE_SIZE = 20;

export const PAGE_SIZE_MESSAGE = `Page size (limit) must be a whole number from 1 to ${PAGE_SIZE_MAX}`;
export const CURSOR_INVALID_MESSAGE =
  'The cursor is not one this list gave: pass the previous page’s nextCursor unchanged';

/** The paged lists: completed tasks of a period, the history, and the task list's completed tasks (search). */
export type CursorList = 'completed' | 'history' | 'tasks-completed';
/** Where a page ends: the last row's sort key (an ISO instant) and id (the tie-breaker). */
export type CursorPosition = { at: string; id: string };

const INSTANT = /^\d{4}-\d{2}-\d{2}[0-9T:.+Z-]{0,30}$/;

/** The cursor after `position` in `list`. */
export function encodeCursor(list: CursorList, position: CursorPosition): string {
  return btoa(JSON.stringify([list, position.at, position.id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The position a cursor of `list` stands for; null when it is not one (malformed, or another list's). */
export function decodeCursor(list: CursorList, cursor: string): CursorPosition | null {
  if (cursor.length > 400 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let value: unknown;
  try {
    value = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [kind, at, id] = value as unknown[];
  if (kind !== list || typeof at !== 'string' || typeof id !== 'string') return null;
  if (!INSTANT.test(at) || !IdSchema.safeParse(id).success) return null;
  return { at, id };
}

/** The `cursor` query field of a paged list (absent: the first page). */
export function cursorField(list: CursorList) {
  return z
    .string()
    .refine((cursor) => decodeCursor(list, cursor) !== null, CURSOR_INVALID_MESSAGE)
    .optional();
}

/** The `limit` query field of a paged list. */
export function pageSizeField(defaultSize: number) {
  return z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE)
    .default(defaultSize);
}

/** `nextCursor` of a page: null on the last page. */
export const NextCursorSchema = z.string().nullable();
