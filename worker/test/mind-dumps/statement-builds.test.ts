/**
 * A mind dump builds the SQL of its fixed-shape statements once per database handle (db/prepared): the lock, the
 * reads of its first batch (people, past assignments, the capture's earlier entry, open tasks, tag examples), the
 * entry marked done, the lock released and the read-back of as many tasks as an earlier dump wrote are only filled
 * with this dump's values. What is built on every dump is what holds the dump's own rows: its entry and the rows
 * it writes. Counted, not timed: the statements drizzle builds (its dialect's `sqlToQuery`) during one request.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestUser } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
});
afterAll(() => t.close());

const TEXT = 'Call the plumber tomorrow about the leak. Ask Dana to book the venue for Friday.';

describe('statements a mind dump builds', () => {
  it('builds only the rows a dump writes once the statements of a dump of its size are prepared', async () => {
    const dialect = (t.db as unknown as { dialect: { sqlToQuery(...args: unknown[]): { sql: string } } })
      .dialect;
    const built = vi.spyOn(dialect, 'sqlToQuery');
    const first = await user.request('/api/mind-dumps', { method: 'POST', json: { text: TEXT } });
    expect(first.status).toBe(201);
    built.mockClear();
    const second = await user.request('/api/mind-dumps', {
      method: 'POST',
      json: { text: 'Call the electrician tomorrow about the fuse. Ask Dana to book the hall for Monday.' },
    });
    expect(second.status).toBe(201);
    // Each statement as its verb and table: "insert tasks", "select task_assignees".
    const statements = built.mock.results.map((r) => {
      const sql = (r.value as { sql: string }).sql;
      return `${sql.split(' ')[0]} ${/(?:into|from|update) "(\w+)"/.exec(sql)?.[1]}`;
    });
    expect(statements).toEqual([
      'insert mind_dump_history',
      'insert summary_cards',
      'insert tasks',
      'insert task_assignees',
    ]);
    built.mockRestore();
  });
});
