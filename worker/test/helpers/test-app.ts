/**
 * @module test/helpers/test-app — `createTestApp()`: the real app on a fresh, migrated temp-file libSQL database
 * with the console mailer, the in-memory event hub, the `local` AI provider and a settable clock; `signUp()`
 * gives a signed-in user whose `request()` sends JSON with a Bearer token.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAiProvider } from '../../src/ai/provider.js';
import { type AppDeps, createApp } from '../../src/app.js';
import { migrateDb } from '../../src/db/migrate.js';
import { openDatabase } from '../../src/db/open.js';
import { type AppConfig, parseEnv } from '../../src/env.js';
import { createMemoryEventHub } from '../../src/events/memory-hub.js';
import { createConsoleMailer } from '../../src/mail/console.js';
import { createTestUser, type TestUser } from './test-user.js';

export { buildRequest, readJson } from './test-user.js';
export type { TestUser };

export interface TestClock {
  now(): Date;
  set(date: Date | string): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

const tempDirs: string[] = [];
process.once('exit', () => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

export type TestAppOverrides = Partial<Omit<AppDeps, 'config'>> & { config?: Partial<AppConfig> };

export async function createTestApp(overrides: TestAppOverrides = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mynd-test-'));
  tempDirs.push(dir);
  const file = join(dir, 'test.db');
  const { client, db } = await openDatabase(`file:${file}`);
  await migrateDb(db);

  const clock = createTestClock();
  const { config: configOverrides, ...depOverrides } = overrides;
  const config: AppConfig = { ...parseEnv({ APP_ORIGIN: 'http://localhost' }), ...configOverrides };
  const deps: AppDeps = {
    db,
    ai: createAiProvider({ provider: 'local' }),
    mailer: createConsoleMailer({ log: () => {}, now: () => clock.now() }),
    events: createMemoryEventHub({ now: () => clock.now() }),
    clock,
    config,
    ...depOverrides,
  };
  const app = createApp(deps);
  let counter = 0;

  return {
    app,
    deps,
    db,
    client,
    /** The database file, for tests that open a second connection to it. */
    file,
    clock,
    /** Signs a new user up through the real code flow (send code, read the dev outbox, verify). */
    async signUp(email?: string): Promise<TestUser> {
      counter += 1;
      const address = email ?? `user${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      return createTestUser(app, deps, address, counter);
    },
    close() {
      client.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
