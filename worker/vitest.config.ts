/**
 * @module vitest.config — the worker's Node tests (real libSQL files, through HTTP via app.request).
 * The workerd tests have their own config (vitest.workerd.config.ts). Test files share loaded modules per worker
 * process, apart from those that mock modules (see @mynd/shared/testing/vitest-projects).
 */
import { sharedGraphProjects } from '@mynd/shared/testing/vitest-projects';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    projects: sharedGraphProjects(import.meta.dirname, {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: ['test/workerd/**', 'node_modules/**'],
    }),
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
