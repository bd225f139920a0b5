/** @module vitest.config — unit tests with WXT's fake browser (storage, runtime, alarms…) and happy-dom. */
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'entrypoints/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
