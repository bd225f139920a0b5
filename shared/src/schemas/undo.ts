/**
 * @module schemas/undo — undoing a destructive action. Deleting a task, summary, person, tag or mind-dump entry,
 * archiving, merging and the bulk task actions answer an `undoToken`; POST /api/undo/:token puts back exactly what
 * was there (rows with their notes, assignees and impacts, and the values the action changed) for a while.
 */
import { z } from 'zod';
import { ChangeTopicSchema } from './events.js';

/** How long the server keeps what an undo needs (the toast offers it for 6 s; the margin covers slow networks). */
export const UNDO_WINDOW_SECONDS = 300;
/** How long the web app's toast offers Undo. */
export const UNDO_TOAST_MS = 6000;
export const UNDO_EXPIRED_MESSAGE = 'This can no longer be undone';

export const UndoTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid undo token');
export const UndoableResponseSchema = z.object({ ok: z.literal(true), undoToken: UndoTokenSchema });
/** What the undo changed, so a client refreshes exactly those lists. */
export const UndoResponseSchema = z.object({ ok: z.literal(true), topics: z.array(ChangeTopicSchema) });
