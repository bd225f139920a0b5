/**
 * @module services/suggestions — who should do a task: the person whose assigned tasks are most like it by
 * word-stem Jaccard similarity (as `textSimilarity`). No model: explainable ("Sarah handled 3 similar tasks, e.g. …") and offline.
 */
import { keywordStems, type Suggestion } from '@mynd/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fromJsonTuples, jsonTuples } from '../db/json-tuples.js';
import { preparedItem } from '../db/prepared.js';
import { people, taskAssignees, tasks } from '../db/schema.js';
import { taskRowFrom, taskRowQuery } from './task-rows.js';

/** Below this a past task does not count as similar (word-stem Jaccard, 0..1). */
export const MIN_SIMILARITY = 0.2;
/** Each further similar task adds a little confidence. */
const EXTRA_TASK_BONUS = 0.05;
export const MAX_SUGGESTIONS = 3;

export type PastAssignment = {
  personId: string;
  personName: string;
  taskId: string;
  title: string;
  description: string;
};

export type SuggestTarget = { id: string; title: string; description: string; assigneeIds?: string[] };

const taskText = (t: { title: string; description: string }) => `${t.title} ${t.description}`;

function reasoning(name: string, count: number, title: string): string {
  return count === 1
    ? `${name} handled a similar task: "${title}".`
    : `${name} handled ${count} similar tasks, e.g. "${title}".`;
}

/** Suggestions for one task from the user's past assignments, best first; [] when nothing is similar. */
/**
 * The past tasks' stems, stemmed once per list of assignments (not once per new task × past task), and an
 * inverted index stem → past tasks, so a task is compared only with the past tasks it shares a stem with:
 * a dump's cost is O(new tasks + history), not their product.
 */
interface PastIndex {
  stems: Map<string, number>;
  byStem: Map<string, string[]>;
  /** A past task's assignments with their place in the history (ties keep the history's order). */
  byTask: Map<string, { p: PastAssignment; at: number }[]>;
}
const indexes = new WeakMap<readonly PastAssignment[], PastIndex>();

function indexOf(past: readonly PastAssignment[]): PastIndex {
  let index = indexes.get(past);
  if (index) return index;
  index = { stems: new Map(), byStem: new Map(), byTask: new Map() };
  for (const [at, p] of past.entries()) {
    const same = index.byTask.get(p.taskId);
    if (same) {
      same.push({ p, at });
      continue;
    }
    index.byTask.set(p.taskId, [{ p, at }]);
    const stems = keywordStems(taskText(p));
    index.stems.set(p.taskId, stems.size);
    for (const stem of stems) {
      const list = index.byStem.get(stem);
      if (list) list.push(p.taskId);
      else index.byStem.set(stem, [p.taskId]);
    }
  }
  indexes.set(past, index);
  return index;
}

/** Word-stem Jaccard similarity of the target with every past task it shares a stem with. */
function similarities(text: string, index: PastIndex): Map<string, number> {
  const stems = keywordStems(text);
  const shared = new Map<string, number>();
  for (const stem of stems) {
    for (const taskId of index.byStem.get(stem) ?? []) shared.set(taskId, (shared.get(taskId) ?? 0) + 1);
  }
  const scores = new Map<string, number>();
  for (const [taskId, n] of shared) {
    scores.set(taskId, n / (stems.size + (index.stems.get(taskId) ?? 0) - n));
  }
  return scores;
}

export function suggestFor(
  target: SuggestTarget,
  past: readonly PastAssignment[],
  limit = MAX_SUGGESTIONS,
): Suggestion[] {
  const index = indexOf(past);
  const excluded = new Set(target.assigneeIds ?? []);
  const byPerson = new Map<string, { name: string; count: number; best: number; title: string }>();
  // In the order of the history (as before the index), only the past tasks that share a stem.
  const similar = [...similarities(taskText(target), index)].filter(
    ([taskId, score]) => score >= MIN_SIMILARITY && taskId !== target.id,
  );
  const matches = similar
    .flatMap(([taskId, score]) => (index.byTask.get(taskId) ?? []).map(({ p, at }) => ({ p, at, score })))
    .sort((a, b) => a.at - b.at);
  for (const { p, score } of matches) {
    if (excluded.has(p.personId)) continue;
    const entry = byPerson.get(p.personId);
    if (!entry) byPerson.set(p.personId, { name: p.personName, count: 1, best: score, title: p.title });
    else {
      entry.count++;
      if (score > entry.best) Object.assign(entry, { best: score, title: p.title });
    }
  }
  return [...byPerson]
    .map(([personId, e]) => ({
      taskId: target.id,
      suggestedPersonId: personId,
      suggestedPersonName: e.name,
      reasoning: reasoning(e.name, e.count, e.title),
      similarTaskTitle: e.title,
      confidence: Math.round(Math.min(1, e.best + EXTRA_TASK_BONUS * (e.count - 1)) * 100) / 100,
      count: e.count,
    }))
    .sort((a, b) => b.confidence - a.confidence || b.count - a.count)
    .slice(0, limit)
    .map(({ count: _count, ...s }) => s);
}

/** Every assignment of the user with its task's text and the person's name (one query). */
export async function loadPastAssignments(db: Db, userId: string): Promise<PastAssignment[]> {
  return pastAssignmentsFrom(await pastAssignmentsQuery(db, userId).execute());
}

/**
 * Every assignment of the user with its task's text, as a statement for a batch: ONE text value, the JSON the
 * database writes ([personId, personName, taskId, title, description] per assignment; read it with
 * `pastAssignmentsFrom`). A mind dump reads all of them; as rows, a Worker decoded every cell of the libSQL
 * server's answer (typed JSON per value) and drizzle mapped every row — for 1,000 assignments more CPU than
 * the suggestions themselves.
 */
export function pastAssignmentsQuery(db: Db, userId: string) {
  return preparedItem(
    db,
    'suggestions.pastAssignments',
    () =>
      db
        .select({
          json: jsonTuples([people.id, people.name, tasks.id, tasks.title, tasks.description]),
        })
        .from(taskAssignees)
        .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
        .innerJoin(people, eq(people.id, taskAssignees.personId))
        .where(eq(taskAssignees.userId, sql.placeholder('userId'))),
    { userId },
  );
}

/** The assignments of a `pastAssignmentsQuery` result, in the order the database read them. */
export function pastAssignmentsFrom(rows: readonly { json: string }[]): PastAssignment[] {
  return fromJsonTuples(
    rows,
    ([personId, personName, taskId, title, description]: [
      string,
      string,
      string,
      string,
      string,
    ]): PastAssignment => ({
      personId,
      personName,
      taskId,
      title,
      description,
    }),
  );
}

/** Suggestions for one of the user's tasks (404 for another user's), excluding people already on it. */
export async function suggestionsForTask(db: Db, userId: string, taskId: string): Promise<Suggestion[]> {
  const [rows, pastRows] = await db.batch([
    taskRowQuery(db, userId, taskId),
    pastAssignmentsQuery(db, userId),
  ]);
  const task = taskRowFrom(rows);
  const past = pastAssignmentsFrom(pastRows);
  const assigneeIds = past.filter((p) => p.taskId === taskId).map((p) => p.personId);
  return suggestFor({ ...task, assigneeIds }, past);
}

/** The best suggestion for each of several new tasks (the mind-dump answer); tasks with none are skipped. */
export async function bestSuggestions(
  db: Db,
  userId: string,
  targets: readonly SuggestTarget[],
): Promise<Suggestion[]> {
  const open = targets.filter((t) => (t.assigneeIds ?? []).length === 0);
  if (open.length === 0) return [];
  return bestSuggestionsFrom(await loadPastAssignments(db, userId), open);
}

/** The best suggestion for each target without assignees, from assignments already read. */
export function bestSuggestionsFrom(
  past: readonly PastAssignment[],
  targets: readonly SuggestTarget[],
): Suggestion[] {
  const open = targets.filter((t) => (t.assigneeIds ?? []).length === 0);
  if (open.length === 0 || past.length === 0) return [];
  return open.flatMap((t) => suggestFor(t, past, 1));
}
