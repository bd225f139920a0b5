/**
 * @module services/tags — the user's tags. The defaults are created on first load, and "Unsorted" is always
 * present: a list without it gets it back, and it cannot be removed. Removing a tag moves its tasks to "Life"
 * (to "Unsorted" when Life itself is removed, or when the user no longer has a Life tag) in the same batch.
 */
import {
  DEFAULT_TAGS,
  FALLBACK_TAG,
  FALLBACK_TAG_COLOR,
  NEW_TAG_COLOR,
  normaliseTagName,
  reassignmentTag,
  TAG_EXISTS_MESSAGE,
  TAG_NAME_REQUIRED_MESSAGE,
  TAG_PALETTE,
  type Tag,
  UNSORTED_TAG,
} from '@mynd/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { cacheableRead } from '../db/cacheable-reads.js';
import type { Db } from '../db/client.js';
import { preparedOnce } from '../db/prepared.js';
import { computeEveryRead, type RequestReads } from '../db/request-reads.js';
import { tasks, userTags } from '../db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors.js';
import { emptyPlan, saveUndo } from './undo.js';

export const TAG_NOT_FOUND_MESSAGE = 'Tag not found';
export const UNSORTED_NOT_REMOVABLE_MESSAGE = 'Unsorted is always present and cannot be removed';

/** The palette's own spelling of a colour the schema accepted ("hsl(180, 100%, 25%)" → "hsl(180,100%,25%)"). */
function canonicalColor(color: string): string {
  const c = color.replace(/\s+/g, '').toLowerCase();
  return TAG_PALETTE.find((p) => p.value === c)?.value ?? c;
}

/**
 * The user's tag rows in order: SQL built once per handle (db/prepared), as every tag request reads them; a
 * read of the data alone, answered from memory on the Node host while nothing changed (db/cacheable-reads).
 */
async function rows(db: Db, userId: string) {
  const query = preparedOnce(db, 'tags.rows', () =>
    cacheableRead(
      db
        .select()
        .from(userTags)
        .where(eq(userTags.userId, sql.placeholder('userId')))
        .orderBy(asc(userTags.position), asc(userTags.createdAt))
        .prepare(),
    ),
  );
  return query.all({ userId });
}

function findTagQuery(db: Db, userId: string, name: string) {
  return db
    .select()
    .from(userTags)
    .where(and(eq(userTags.userId, userId), sql`lower(${userTags.tagName}) = lower(${name.trim()})`))
    .limit(1);
}

async function findTag(db: Db, userId: string, name: string) {
  const [row] = await findTagQuery(db, userId, name);
  return row;
}

/** The default tags of a new account (a statement for the sign-up batch). */
export function defaultTagsQuery(db: Db, userId: string, now: Date) {
  return db
    .insert(userTags)
    .values(
      DEFAULT_TAGS.map((t, i) => ({
        userId,
        tagName: t.name,
        tagColor: t.color,
        position: i,
        createdAt: now.toISOString(),
      })),
    )
    .onConflictDoNothing();
}

/** Creates the default tags when the user has none, and puts Unsorted back when it is missing. */
export async function ensureDefaultTags(db: Db, userId: string, now: Date): Promise<void> {
  const existing = await rows(db, userId);
  const hasUnsorted = existing.some((t) => t.tagName === UNSORTED_TAG);
  const toInsert =
    existing.length === 0
      ? DEFAULT_TAGS
      : hasUnsorted
        ? []
        : [{ name: UNSORTED_TAG, color: FALLBACK_TAG_COLOR }];
  if (toInsert.length === 0) return;
  const base = existing.reduce((max, t) => Math.max(max, t.position + 1), 0);
  await defaultsInsert(db, userId, toInsert, base, now);
}

function defaultsInsert(
  db: Db,
  userId: string,
  toInsert: readonly { name: string; color: string }[],
  base: number,
  now: Date,
) {
  return db
    .insert(userTags)
    .values(
      toInsert.map((t, i) => ({
        userId,
        tagName: t.name,
        tagColor: t.color,
        position: base + i,
        createdAt: now.toISOString(),
      })),
    )
    .onConflictDoNothing();
}

/**
 * The user's tags in order, with the defaults created on first load. `reads` may answer from memory (the Node
 * host's db/answer-cache: one version check instead of the driver-level read's own); a list that had to create
 * its defaults is not kept, as it wrote while it was read.
 */
export function listTags(
  db: Db,
  userId: string,
  now: Date,
  reads: RequestReads = computeEveryRead,
): readonly Tag[] | Promise<readonly Tag[]> {
  return reads.remember(`tags.list:${userId}`, () => readTags(db, userId, now), tagsBytes);
}

/** Roughly what a kept list takes in memory (two bytes a character, and the objects). */
const tagsBytes = (tags: readonly Tag[]) =>
  tags.reduce((sum, t) => sum + 64 + 2 * (t.name.length + t.color.length), 64);

async function readTags(db: Db, userId: string, now: Date): Promise<readonly Tag[]> {
  const existing = await rows(db, userId);
  // Only a list without its defaults (or without Unsorted) costs a second round trip.
  if (missingDefaults(existing).length > 0) {
    await ensureDefaultTags(db, userId, now);
    return Object.freeze(
      (await rows(db, userId)).map((t) => Object.freeze({ name: t.tagName, color: t.tagColor })),
    );
  }
  return Object.freeze(existing.map((t) => Object.freeze({ name: t.tagName, color: t.tagColor })));
}

/** The tags `ensureDefaultTags` would add to these rows. */
function missingDefaults(existing: readonly { tagName: string }[]) {
  if (existing.length === 0) return DEFAULT_TAGS;
  return existing.some((t) => t.tagName === UNSORTED_TAG)
    ? []
    : [{ name: UNSORTED_TAG, color: FALLBACK_TAG_COLOR }];
}

/** The user's tag called `name` (case-insensitive) among rows already read. */
function findIn<T extends { tagName: string }>(list: readonly T[], name: string): T | undefined {
  const lower = name.trim().toLowerCase();
  return list.find((t) => t.tagName.toLowerCase() === lower);
}

export async function createTag(db: Db, userId: string, name: string, color: string | undefined, now: Date) {
  const tagName = normaliseTagName(name);
  if (!tagName) throw new ValidationError(TAG_NAME_REQUIRED_MESSAGE, { name: TAG_NAME_REQUIRED_MESSAGE });
  const existing = await rows(db, userId);
  if (findIn(existing, tagName)) throw new ConflictError(TAG_EXISTS_MESSAGE);
  const defaults = missingDefaults(existing);
  if (defaults.some((t) => t.name.toLowerCase() === tagName.toLowerCase()))
    throw new ConflictError(TAG_EXISTS_MESSAGE);
  const base = existing.reduce((max, t) => Math.max(max, t.position + 1), 0);
  const position = base + defaults.length;
  const tagColor = color ? canonicalColor(color) : NEW_TAG_COLOR;
  const insert = db
    .insert(userTags)
    .values({ userId, tagName, tagColor, position, createdAt: now.toISOString() })
    .onConflictDoNothing()
    .returning();
  // The missing defaults and the new tag in one batch.
  const inserted =
    defaults.length > 0
      ? (await db.batch([defaultsInsert(db, userId, defaults, base, now), insert]))[1]
      : await insert;
  // Two concurrent creations of the same name: the primary key lets only one in.
  if (inserted.length === 0) throw new ConflictError(TAG_EXISTS_MESSAGE);
  return { name: tagName, color: tagColor };
}

export async function updateTagColor(db: Db, userId: string, name: string, color: string): Promise<Tag> {
  const tag = await findTag(db, userId, name);
  if (!tag) throw new NotFoundError(TAG_NOT_FOUND_MESSAGE);
  const tagColor = canonicalColor(color);
  await db
    .update(userTags)
    .set({ tagColor })
    .where(and(eq(userTags.userId, userId), eq(userTags.tagName, tag.tagName)));
  return { name: tag.tagName, color: tagColor };
}

/** Removes the tag and moves its tasks, atomically. Returns how many tasks moved. */
export async function deleteTag(
  db: Db,
  userId: string,
  name: string,
  now: Date,
): Promise<{ movedTasks: number; to: string; undoToken: string }> {
  // The tag, the fallback tag and the tasks that may carry it (for the undo), in one round trip.
  const [[tag], [fallback], candidates] = await db.batch([
    findTagQuery(db, userId, name),
    findTagQuery(db, userId, FALLBACK_TAG),
    db
      .select({ id: tasks.id, tag: tasks.tag, updatedAt: tasks.updatedAt })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), sql`lower(${tasks.tag}) = lower(${name.trim()})`)),
  ]);
  if (!tag) throw new NotFoundError(TAG_NOT_FOUND_MESSAGE);
  if (tag.tagName === UNSORTED_TAG) throw new ValidationError(UNSORTED_NOT_REMOVABLE_MESSAGE);
  let to = reassignmentTag(tag.tagName);
  if (to === FALLBACK_TAG && !fallback) to = UNSORTED_TAG;
  const tagged = candidates.filter((t) => t.tag === tag.tagName);
  // Undo: the tag with its colour and place, and each of its tasks back under it.
  const plan = emptyPlan('tags', 'tasks');
  plan.insert.push({ table: 'user_tags', rows: [tag] });
  for (const t of tagged)
    plan.update.push({
      table: 'tasks',
      key: { id: t.id },
      set: { tag: tag.tagName, updatedAt: t.updatedAt },
    });
  const undo = saveUndo(db, userId, plan, now);
  const [moved] = await db.batch([
    db
      .update(tasks)
      .set({ tag: to })
      .where(and(eq(tasks.userId, userId), eq(tasks.tag, tag.tagName)))
      .returning({ id: tasks.id }),
    db.delete(userTags).where(and(eq(userTags.userId, userId), eq(userTags.tagName, tag.tagName))),
    ...undo.statements,
  ]);
  return { movedTasks: moved.length, to, undoToken: undo.token };
}
