/**
 * @module services/people — the people tasks are delegated to, and the overview of their open tasks.
 * Every query is filtered by the owner's id; another user's person is simply "not found".
 */
import { hasOverdueBenchmark, type Person, type PersonOverview } from '@mynd/shared';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedItem } from '../db/prepared.js';
import { people, taskAssignees, tasks } from '../db/schema.js';
import { NotFoundError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { emptyPlan, saveUndo } from './undo.js';

export const PERSON_NOT_FOUND_MESSAGE = 'Person not found';

type PersonRow = typeof people.$inferSelect;
const toPerson = (row: PersonRow): Person => ({ id: row.id, name: row.name, createdAt: row.createdAt });
const personNotFound = () => new NotFoundError(PERSON_NOT_FOUND_MESSAGE);

export async function listPeople(db: Db, userId: string): Promise<Person[]> {
  const rows = await preparedItem(
    db,
    'people.list',
    () =>
      db
        .select()
        .from(people)
        .where(eq(people.userId, sql.placeholder('userId')))
        .orderBy(asc(people.name)),
    { userId },
  ).execute();
  return rows.map(toPerson);
}

export async function createPerson(db: Db, userId: string, name: string, now: Date): Promise<Person> {
  const [row] = await db
    .insert(people)
    .values({ id: newId(), userId, name: name.trim(), createdAt: now.toISOString() })
    .returning();
  if (!row) throw new Error('Person could not be created');
  return toPerson(row);
}

export async function renamePerson(db: Db, userId: string, id: string, name: string): Promise<Person> {
  const [row] = await db
    .update(people)
    .set({ name: name.trim() })
    .where(and(eq(people.userId, userId), eq(people.id, id)))
    .returning();
  if (!row) throw personNotFound();
  return toPerson(row);
}

/**
 * Deletes the person and their assignments (explicitly, so it holds even where foreign keys are off). The undo
 * token brings back the person and every assignment.
 */
export async function deletePerson(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<{ removedAssignments: number; undoToken: string }> {
  const [[person], assignments] = await db.batch([
    db
      .select()
      .from(people)
      .where(and(eq(people.userId, userId), eq(people.id, id)))
      .limit(1),
    db
      .select()
      .from(taskAssignees)
      .where(and(eq(taskAssignees.userId, userId), eq(taskAssignees.personId, id))),
  ]);
  if (!person) throw personNotFound();
  const plan = emptyPlan('people', 'assignees');
  plan.insert.push({ table: 'people', rows: [person] }, { table: 'task_assignees', rows: assignments });
  const undo = saveUndo(db, userId, plan, now);
  const [removed] = await db.batch([
    db
      .delete(taskAssignees)
      .where(and(eq(taskAssignees.userId, userId), eq(taskAssignees.personId, id)))
      .returning({ taskId: taskAssignees.taskId }),
    db.delete(people).where(and(eq(people.userId, userId), eq(people.id, id))),
    ...undo.statements,
  ]);
  return { removedAssignments: removed.length, undoToken: undo.token };
}

/** Each person with their open tasks (progress below 100) and whether any of them has an overdue benchmark. */
export async function peopleOverview(db: Db, userId: string, today: string): Promise<PersonOverview[]> {
  const [persons, assigned] = await db.batch([
    db.select().from(people).where(eq(people.userId, userId)).orderBy(asc(people.name)),
    db
      .select({
        personId: taskAssignees.personId,
        id: tasks.id,
        title: tasks.title,
        tag: tasks.tag,
        progress: tasks.progress,
        dueDate: tasks.dueDate,
        benchmarks: tasks.benchmarks,
      })
      .from(taskAssignees)
      .innerJoin(tasks, and(eq(tasks.id, taskAssignees.taskId), eq(tasks.userId, userId)))
      .where(and(eq(taskAssignees.userId, userId), lt(tasks.progress, 100)))
      .orderBy(asc(tasks.dueDate), asc(tasks.createdAt)),
  ]);
  const byPerson = new Map<string, typeof assigned>();
  for (const t of assigned) {
    const list = byPerson.get(t.personId);
    if (list) list.push(t);
    else byPerson.set(t.personId, [t]);
  }
  return persons.map((person) => {
    const openTasks = (byPerson.get(person.id) ?? []).map((t) => ({
      id: t.id,
      title: t.title,
      tag: t.tag,
      progress: t.progress,
      dueDate: t.dueDate,
      hasOverdueBenchmark: hasOverdueBenchmark(t, today),
    }));
    return {
      id: person.id,
      name: person.name,
      openTasks,
      hasOverdueBenchmark: openTasks.some((t) => t.hasOverdueBenchmark),
    };
  });
}
