/**
 * @module scripts/bench/seed — a benchmark account on any libSQL database (a file or a sqld over HTTP): a user
 * with a session, N tasks over several tags, M people and every other task assigned to one of them (the
 * "past assignments" the mind dump's assignee suggestions compare new tasks with).
 */
import { createSession } from '../../src/auth/session.js';
import { insertUser } from '../../src/auth/users.js';
import type { Db } from '../../src/db/client.js';
import { people, taskAssignees, tasks } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';

export interface BenchAccount {
  userId: string;
  token: string;
  tasks: number;
  assignments: number;
}

const TOPICS = [
  'certificate',
  'budget review',
  'venue booking',
  'kubernetes nodes',
  'supplier call',
  'runbook',
];

export async function seedAccount(
  db: Db,
  options: { email: string; tasks: number; assignments?: number; people?: number; completedEvery?: number },
): Promise<BenchAccount> {
  const now = new Date();
  const user = await insertUser(db, options.email, now);
  const { token } = await createSession(db, user.id, now);
  const personIds = Array.from({ length: options.people ?? 25 }, () => newId());
  await db
    .insert(people)
    .values(personIds.map((id, i) => ({ id, userId: user.id, name: `Person${i + 1} Example` })));
  const base = now.getTime() - options.tasks * 600_000;
  const completedEvery = options.completedEvery ?? 5;
  const rows = Array.from({ length: options.tasks }, (_, i) => {
    const createdAt = new Date(base + i * 600_000).toISOString();
    const done = i % completedEvery === 0;
    return {
      id: newId(),
      userId: user.id,
      title: `Task ${i + 1}: follow up on the ${TOPICS[i % TOPICS.length]} for service ${i % 97}`,
      description: `Context for task ${i + 1}. `.repeat(3),
      tag: ['Work-DevOps', 'Family', 'Life', 'Unsorted'][i % 4]!,
      progress: done ? 100 : (i * 7) % 100,
      completedAt: done ? createdAt : null,
      benchmarks: [{ percentage: 50, description: 'Half way', dueDate: '2026-12-01' }],
      dueDate: '2026-12-15',
      createdAt,
      updatedAt: createdAt,
    };
  });
  for (let i = 0; i < rows.length; i += 200) await db.insert(tasks).values(rows.slice(i, i + 200));
  const wanted = options.assignments ?? Math.floor(options.tasks / 2);
  const assignments = rows
    .slice(0, wanted)
    .map((t, i) => ({ taskId: t.id, personId: personIds[i % personIds.length]!, userId: user.id }));
  for (let i = 0; i < assignments.length; i += 300) {
    await db.insert(taskAssignees).values(assignments.slice(i, i + 300));
  }
  return { userId: user.id, token, tasks: rows.length, assignments: assignments.length };
}

/** A mind dump of about `length` characters in the shape users write them (several tasks, names, dates). */
export function dumpText(length: number): string {
  const block = `Renew the TLS certificate on the API gateway by Friday, Person3 Example knows the vendor.
Call the plumber tomorrow about the leak in the kitchen. Prepare the quarterly budget review for finance
before the end of the month. Ask Person7 Example to book the venue for the team offsite next Saturday.
Upgrade the Kubernetes nodes on the staging cluster and check the alerts afterwards. `;
  let text = '';
  while (text.length < length) text += block;
  return text.slice(0, length);
}

/** Median and percentiles of samples in ms. */
export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), p99: at(0.99), runs: samples.length };
}
