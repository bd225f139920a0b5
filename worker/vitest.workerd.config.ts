/**
 * @module vitest.workerd.config — the Worker inside workerd (@cloudflare/vitest-plugin): the real wrangler.toml
 * (entry, compatibility flags, Durable Object), a real libSQL server (sqld) from globalSetup as DATABASE_URL, test
 * assets standing in for web/dist, and the console mailer so sign-up codes can be read from the dev outbox.
 */
import { fileURLToPath } from 'node:url';
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    cloudflareTest(({ inject }) => ({
      wrangler: { configPath: here('../wrangler.toml') },
      miniflare: {
        bindings: {
          DATABASE_URL: inject('databaseUrl'),
          LIBSQL_AUTH_TOKEN: inject('databaseToken'),
          AI_PROVIDER: 'local',
          MAIL_PROVIDER: 'console',
          APP_ORIGIN: 'https://mynd.test',
        },
        assets: {
          directory: here('./test/workerd/assets'),
          binding: 'ASSETS',
          run_worker_first: ['/api/*', '/assets/*'],
          assetConfig: { not_found_handling: 'single-page-application' },
        },
      },
    })),
  ],
  test: {
    include: ['test/workerd/**/*.test.ts'],
    // One runner for all files: each file's own workerd start-up costs more than the files themselves.
    isolate: false,
    globalSetup: ['./test/workerd/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
