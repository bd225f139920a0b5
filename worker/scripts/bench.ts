/**
 * @module scripts/bench — `npm run bench -w @mynd/worker`: API latency on a real libSQL file with 2,000 tasks
 * (with assignees), through the real app and the local AI provider: the task list, the dashboard and a mind
 * dump. Prints median and p95 of several runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAiProvider } from '../src/ai/provider.js';
import { createApp } from '../src/app.js';
import { createSession } from '../src/auth/session.js';
import { insertUser } from '../src/auth/users.js';
import { openDatabase } from '../src/db/client.js';
import { migrateDb } from '../src/db/migrate.js';
import { people, taskAssignees, tasks } from '../src/db/schema.js';
import { parseEnv } from '../src/env.js';
import { createMemoryEventHub } from '../src/events/memory-hub.js';
import { newId } from '../src/lib/ids.js';
import { createConsoleMailer } from '../src/mail/console.js';

const TASKS = 2000;
const PEOPLE = 25;
const RUNS = 15;

const DUMP = `Renew the TLS certificate on the API gateway by Friday, Sarah knows the vendor.
Call the plumber tomorrow about the leak in the kitchen. Prepare the quarterly budget review for finance
before the end of the month. Ask Tom to book the venue for Mia's birthday party next Saturday.
Upgrade the Kubernetes nodes on the staging cluster and check the alerts afterwards.`;

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (${samples.length} runs)`;
}

async function time(run: () => Promise<Response>, expectStatus: number): Promise<number> {
  const start = performance.now();
  const res = await run();
  await res.arrayBuffer();
  const ms = performance.now() - start;
  if (res.status !== expectStatus) throw new Error(`unexpected status ${res.status}`);
  return ms;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'mynd-bench-'));
  const { client, db } = await openDatabase(`file:${join(dir, 'bench.db')}`);
  try {
    await migrateDb(db);
    const config = parseEnv({ APP_ORIGIN: 'http://localhost' });
    const app = createApp({
      db,
      ai: createAiProvider({ provider: 'local' }),
      mailer: createConsoleMailer({ log: () => {} }),
      events: createMemoryEventHub(),
      config,
    });
    const user = await insertUser(db, 'bench@example.com', new Date());
    const { token } = await createSession(db, user.id);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const seedStart = performance.now();
    const personIds = Array.from({ length: PEOPLE }, () => newId());
    await db
      .insert(people)
      .values(personIds.map((id, i) => ({ id, userId: user.id, name: `Person ${i + 1}` })));
    const base = Date.now() - TASKS * 3_600_000;
    const taskRows = Array.from({ length: TASKS }, (_, i) => ({
      id: newId(),
      userId: user.id,
      title: `Task ${i + 1}: renew certificate for service ${i % 97}`,
      description: `Context for task ${i + 1}`.repeat(3),
      tag: ['Work-DevOps', 'Family', 'Life', 'Unsorted'][i % 4]!,
      progress: i % 5 === 0 ? 100 : (i * 7) % 100,
      benchmarks: [{ percentage: 50, description: 'Half way', dueDate: '2026-12-01' }],
      dueDate: '2026-12-15',
      createdAt: new Date(base + i * 3_600_000).toISOString(),
    }));
    for (let i = 0; i < taskRows.length; i += 200) await db.insert(tasks).values(taskRows.slice(i, i + 200));
    const assignments = taskRows
      .filter((_, i) => i % 2 === 0)
      .map((t, i) => ({ taskId: t.id, personId: personIds[i % PEOPLE]!, userId: user.id }));
    for (let i = 0; i < assignments.length; i += 300) {
      await db.insert(taskAssignees).values(assignments.slice(i, i + 300));
    }
    console.log(
      `seeded ${TASKS} tasks, ${assignments.length} assignments in ${(performance.now() - seedStart).toFixed(0)} ms`,
    );

    const get = (path: string) => () => Promise.resolve(app.request(path, { headers }));
    const list: number[] = [];
    const open: number[] = [];
    const dash: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      list.push(await time(get('/api/tasks?status=all'), 200));
      open.push(await time(get('/api/tasks'), 200));
      dash.push(await time(get('/api/analytics/dashboard'), 200));
    }
    const dumps: number[] = [];
    for (let i = 0; i < 5; i++) {
      dumps.push(
        await time(
          () =>
            Promise.resolve(
              app.request('/api/mind-dumps', {
                method: 'POST',
                headers,
                body: JSON.stringify({ text: DUMP }),
              }),
            ),
          201,
        ),
      );
    }
    // The largest dump allowed: one run, after the lock from the previous ones is released.
    let big = '';
    while (big.length < 10_000) big += `${DUMP} `;
    const bigMs = await time(
      () =>
        Promise.resolve(
          app.request('/api/mind-dumps', {
            method: 'POST',
            headers,
            body: JSON.stringify({ text: big.slice(0, 10_000) }),
          }),
        ),
      201,
    );
    console.log(`GET /api/tasks?status=all (${TASKS} tasks): ${stats(list)}`);
    console.log(`GET /api/tasks (open only):            ${stats(open)}`);
    console.log(`GET /api/analytics/dashboard:          ${stats(dash)}`);
    console.log(`POST /api/mind-dumps (local AI):       ${stats(dumps)}`);
    console.log(`POST /api/mind-dumps (10,000 chars):   ${bigMs.toFixed(1)} ms (1 run)`);
  } finally {
    client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
