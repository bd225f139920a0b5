/**
 * @module vitest.config — the worker's Node tests (real libSQL files, through HTTP via app.request).
 * The workerd tests have their own config (vitest.workerd.config.ts).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/workerd/**', 'node_modules/**'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
