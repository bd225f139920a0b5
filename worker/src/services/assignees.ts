/**
 * @module services/assignees — delegating tasks to people, and linking names (from a mind dump or the setup
 * wizard) to the user's people: an existing person by case-insensitive name, else a new one.
 */
import type { Assignee } from '@mynd/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedItem } from '../db/prepared.js';
import { people, taskAssignees } from '../db/schema.js';
import { ConflictError, NotFoundError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { assigneesQuery, taskRowFrom, taskRowQuery } from './task-rows.js';

export const ALREADY_ASSIGNED_MESSAGE = 'Already assigned: This person is already assigned to this task.';
export const PERSON_NOT_FOUND = 'Person not found';
export const NOT_ASSIGNED_MESSAGE = 'This person is not assigned to this task';

export async function assignPerson(
  db: Db,
  userId: string,
  taskId: string,
  personId: string,
  now: Date,
): Promise<Assignee[]> {
  const [task, person] = await db.batch([
    taskRowQuery(db, userId, taskId),
    db
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.userId, userId), eq(people.id, personId)))
      .limit(1),
  ]);
  taskRowFrom(task);
  if (person.length === 0) throw new NotFoundError(PERSON_NOT_FOUND);
  const [inserted, rows] = await db.batch([
    db
      .insert(taskAssignees)
      .values({ taskId, personId, userId, createdAt: now.toISOString() })
      .onConflictDoNothing()
      .returning({ taskId: taskAssignees.taskId }),
    assigneesQuery(db, userId, [taskId]),
  ]);
  if (inserted.length === 0) throw new ConflictError(ALREADY_ASSIGNED_MESSAGE);
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

export async function unassignPerson(
  db: Db,
  userId: string,
  taskId: string,
  personId: string,
): Promise<Assignee[]> {
  // The delete is scoped to the user, so it may run before the task is known to be theirs: one round trip.
  const [task, deleted, rows] = await db.batch([
    taskRowQuery(db, userId, taskId),
    db
      .delete(taskAssignees)
      .where(
        and(
          eq(taskAssignees.userId, userId),
          eq(taskAssignees.taskId, taskId),
          eq(taskAssignees.personId, personId),
        ),
      )
      .returning({ taskId: taskAssignees.taskId }),
    assigneesQuery(db, userId, [taskId]),
  ]);
  taskRowFrom(task);
  if (deleted.length === 0) throw new NotFoundError(NOT_ASSIGNED_MESSAGE);
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

/** The user's people (id and name), as a statement for a batch. */
export function peopleQuery(db: Db, userId: string) {
  return preparedItem(
    db,
    'people.names',
    () =>
      db
        .select({ id: people.id, name: people.name })
        .from(people)
        .where(eq(people.userId, sql.placeholder('userId'))),
    { userId },
  );
}

/**
 * Resolves names to person ids against the user's people (case-insensitive, trimmed). Unknown names get a
 * new id and an insert row, to be written by the caller in its own batch. Each distinct name once.
 */
export class PeopleLinker {
  private readonly byName = new Map<string, string>();
  readonly inserts: (typeof people.$inferInsert)[] = [];

  private constructor(
    private readonly userId: string,
    private readonly now: Date,
    existing: readonly { id: string; name: string }[],
  ) {
    for (const p of existing) {
      const key = p.name.trim().toLowerCase();
      if (!this.byName.has(key)) this.byName.set(key, p.id);
    }
  }

  static async load(db: Db, userId: string, now: Date): Promise<PeopleLinker> {
    return new PeopleLinker(userId, now, await peopleQuery(db, userId).execute());
  }

  /** A linker over people already read (with `peopleQuery`, in the caller's batch). */
  static from(rows: readonly { id: string; name: string }[], userId: string, now: Date): PeopleLinker {
    return new PeopleLinker(userId, now, rows);
  }

  /** The id of the person called `name`, creating one when the user has nobody by that name. */
  idFor(name: string): string | null {
    const clean = name.trim().replace(/\s+/g, ' ').slice(0, 100);
    if (!clean) return null;
    const key = clean.toLowerCase();
    const known = this.byName.get(key);
    if (known) return known;
    const id = newId();
    this.byName.set(key, id);
    this.inserts.push({ id, userId: this.userId, name: clean, createdAt: this.now.toISOString() });
    return id;
  }
}
