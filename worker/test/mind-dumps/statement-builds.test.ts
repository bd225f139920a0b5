/**
 * A mind dump builds the SQL of its fixed-shape statements once per database handle (db/prepared): the lock, its
 * entry claimed, the reads of its first batch (people, past assignments, the capture's earlier entry, open tasks,
 * tag examples), the entry marked done, the lock released and the read-back of as many tasks as an earlier dump
 * wrote are only filled with this dump's values; so are the inserts of its rows (cards, tasks, assignees) once a
 * dump of the same shape was written (db/prepared's preparedInsert). Counted, not timed: the statements drizzle
 * builds (its dialect's `sqlToQuery`) during one request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsBuilt } from '../helpers/statements-built.js';
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
  it('builds none once a dump of the same shape was written', async () => {
    const first = await user.request('/api/mind-dumps', { method: 'POST', json: { text: TEXT } });
    expect(first.status).toBe(201);
    const built = await statementsBuilt(t.db, async () => {
      const second = await user.request('/api/mind-dumps', {
        method: 'POST',
        json: { text: 'Call the electrician tomorrow about the fuse. Ask Dana to book the hall for Monday.' },
      });
      expect(second.status).toBe(201);
    });
    // Each statement as its verb and table: "insert tasks", "select task_assignees".
    const statements = built.map(
      (sql) => `${sql.split(' ')[0]} ${/(?:into|from|update) "(\w+)"/.exec(sql)?.[1]}`,
    );
    expect(statements).toEqual([]);
  });
});
