/**
 * @module test/helpers/statements-built — the SQL statements drizzle builds (its dialect's `sqlToQuery`) while `run`
 * runs: what a request did not find prepared (db/prepared). Counted, never timed.
 */
import { vi } from 'vitest';
import type { Db } from '../../src/db/client.js';

export async function statementsBuilt(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const dialect = (db as unknown as { dialect: { sqlToQuery(...args: unknown[]): { sql: string } } }).dialect;
  const built = vi.spyOn(dialect, 'sqlToQuery');
  try {
    await run();
    return built.mock.results.map((r) => (r.value as { sql: string }).sql);
  } finally {
    built.mockRestore();
  }
}
