import { sharedGraphProjects } from '@mynd/shared/testing/vitest-projects';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { projects: sharedGraphProjects(import.meta.dirname, { include: ['src/**/*.test.ts'] }) },
});
