/** @module Vitest config: component and atom tests in happy-dom (jsdom does not run on Node 20 here). */

import { sharedGraphProjects } from '@mynd/shared/testing/vitest-projects';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    projects: sharedGraphProjects(import.meta.dirname, { include: ['src/**/*.test.{ts,tsx}'] }),
    restoreMocks: true,
    setupFiles: ['./src/lib/test-setup.ts'],
  },
});
