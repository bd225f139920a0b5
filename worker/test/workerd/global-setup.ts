/**
 * @module Global setup of the workerd tests (runs in Node): a Hrana-over-HTTP libSQL server on loopback with a
 * fresh database, migrated through the same one-command migration as production, for the Worker to use.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../../scripts/migrate.js';
import { startHranaServer } from '../fixtures/hrana-server.js';

export const DATABASE_TOKEN = 'workerd-test-token';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'mynd-workerd-'));
  const server = await startHranaServer({ path: join(dir, 'mynd.db'), authToken: DATABASE_TOKEN });
  await migrateDatabase(server.url, DATABASE_TOKEN);
  project.provide('databaseUrl', server.url);
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
