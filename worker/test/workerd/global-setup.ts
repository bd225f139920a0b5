/**
 * @module Global setup of the workerd tests (runs in Node): a real libSQL server (sqld, test/fixtures/sqld.ts) on
 * loopback with a fresh database and a Turso-style JWT, migrated through the same one-command migration as
 * production, for the Worker to use.
 */
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../../scripts/migrate.js';
import { startSqld } from '../fixtures/sqld.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseToken: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startSqld();
  await migrateDatabase(server.url, server.authToken);
  project.provide('databaseUrl', server.url);
  project.provide('databaseToken', server.authToken);
  return () => server.close();
}
