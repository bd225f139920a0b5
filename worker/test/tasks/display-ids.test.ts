/**
 * Stable display ids (issue 14 item 5): a display id, once given, never changes. Each task's day number is stored
 * by the insert's own statement, on every path that creates tasks (POST /api/tasks, a mind dump, a topic's
 * Create Task(s), split); deleting an earlier task of the day leaves the later ids alone, and a number is not
 * given twice while its task exists.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate.js';
import { openDatabase } from '../../src/db/open.js';
import { type ContentApp, call, contentApp, type Json, makeTask } from '../helpers/content-helpers.js';
import type { TestUser } from '../helpers/test-app.js';

let t: ContentApp;
beforeAll(async () => {
  t = await contentApp();
});
afterAll(() => t.close());

async function idsById(user: TestUser): Promise<Record<string, string>> {
  const { body } = await call(user, 'GET', '/api/tasks');
  return Object.fromEntries(body.tasks.map((x: Json) => [x.id, x.formattedId]));
}

describe('stable display ids', () => {
  it('keeps the ids of the day when the first task is deleted, and never gives a kept id again', async () => {
    const u = await t.signUp();
    const first = await makeTask(u, { title: 'First' });
    t.clock.advance(1000);
    const second = await makeTask(u, { title: 'Second' });
    t.clock.advance(1000);
    const third = await makeTask(u, { title: 'Third' });
    expect([first.formattedId, second.formattedId, third.formattedId]).toEqual([
      '26112101',
      '26112102',
      '26112103',
    ]);

    expect((await call(u, 'DELETE', `/api/tasks/${first.id}`)).status).toBe(200);
    expect(await idsById(u)).toEqual({ [second.id]: '26112102', [third.id]: '26112103' });
    expect((await call(u, 'GET', `/api/tasks/${second.id}`)).body.task.formattedId).toBe('26112102');

    t.clock.advance(1000);
    const fourth = await makeTask(u, { title: 'Fourth' });
    expect(fourth.formattedId).toBe('26112104');
  });

  it('numbers tasks from a dump, a topic and a split after the day’s highest, per user', async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    const gone = await makeTask(u, { title: 'Soon deleted' });
    await makeTask(other, { title: 'Another user’s task' });
    await call(u, 'DELETE', `/api/tasks/${gone.id}`);
    const kept = await makeTask(u, { title: 'Kept' });
    expect(kept.formattedId).toBe('26112101');

    const dump = await call(u, 'POST', '/api/mind-dumps', {
      text: 'Renew the TLS certificate by Friday. Book the venue for the offsite.',
    });
    expect(dump.status).toBe(201);
    expect(dump.body.tasks.map((x: Json) => x.formattedId)).toEqual(['26112102', '26112103']);

    t.ai.script.tasksFromTopic = async () => [
      {
        title: 'Order the projector',
        description: '',
        tag: 'Unsorted',
        dueDate: null,
        dueText: null,
        sourceText: 'Order the projector.',
        people: ['Ann'],
        topicIndex: null,
      },
    ];
    const topic = await call(u, 'POST', `/api/summaries/${dump.body.summaries[0].id}/tasks`);
    delete t.ai.script.tasksFromTopic;
    expect(topic.status).toBe(201);
    expect(topic.body.tasks.map((x: Json) => x.formattedId)).toEqual(['26112104']);

    const split = await call(u, 'POST', `/api/tasks/${kept.id}/split`);
    expect(split.status).toBe(201);
    expect(split.body.task.formattedId).toBe('26112105');

    await call(u, 'DELETE', `/api/tasks/${kept.id}`);
    const after = await idsById(u);
    expect(Object.values(after).sort()).toEqual(['26112102', '26112103', '26112104', '26112105']);
    expect(Object.values(await idsById(other))).toEqual(['26112101']);
  });
});

describe('the migration that stores day numbers', () => {
  it('numbers existing tasks per user and UTC day in creation order, as they were shown', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mynd-display-seq-'));
    try {
      // The migrations up to (not including) the one that adds display_seq.
      const before = join(dir, 'before');
      cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
      const file = readdirSync(MIGRATIONS_FOLDER).find((f) =>
        readFileSync(join(MIGRATIONS_FOLDER, f), 'utf8').includes('tasks_display_seq'),
      );
      const journalPath = join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
      const at = journal.entries.findIndex((e: { tag: string }) => `${e.tag}.sql` === file);
      expect(at).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, at);
      writeFileSync(journalPath, JSON.stringify(journal));

      const { client, db } = await openDatabase(`file:${join(dir, 'old.db')}`);
      await migrate(db, { migrationsFolder: before });
      await client.execute("INSERT INTO users (id, email) VALUES ('u1', 'a@x.test'), ('u2', 'b@x.test')");
      const rows: [string, string, string][] = [
        ['c', 'u1', '2026-11-21T15:00:00.000Z'],
        ['a', 'u1', '2026-11-21T09:00:00.000Z'],
        ['b', 'u1', '2026-11-22T01:00:00.000Z'],
        ['z', 'u2', '2026-11-21T10:00:00.000Z'],
      ];
      for (const [id, user, created] of rows) {
        await client.execute({
          sql: "INSERT INTO tasks (id, user_id, title, due_date, created_at) VALUES (?, ?, 'T', '2026-12-01', ?)",
          args: [id, user, created],
        });
      }
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const numbered = await client.execute('SELECT id, display_seq FROM tasks ORDER BY id');
      expect(numbered.rows.map((r) => [r.id, r.display_seq])).toEqual([
        ['a', 1],
        ['b', 1],
        ['c', 2],
        ['z', 1],
      ]);
      // A task inserted afterwards, without a number, gets the next one of its day.
      await client.execute(
        "INSERT INTO tasks (id, user_id, title, due_date, created_at) VALUES ('d', 'u1', 'T', '2026-12-01', '2026-11-21T20:00:00.000Z')",
      );
      const d = await client.execute("SELECT display_seq FROM tasks WHERE id = 'd'");
      expect(d.rows[0]?.display_seq).toBe(3);
      client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
