/**
 * @module scripts/bench/bundle — the Worker's size as Cloudflare counts it: wrangler.toml's Worker bundled by
 * `wrangler deploy --dry-run` (nothing uploaded; an empty assets folder stands in for web/dist, which is not part of
 * the Worker), then gzipped. The limit is on the compressed script, so that is the figure compared with 1 MiB.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// deploy.mjs is plain JavaScript; its Node-22-for-wrangler lookup is reused, not copied.
const { wranglerNode } = (await import('../deploy.mjs' as string)) as { wranglerNode(): string };

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface BundleSize {
  bytes: number;
  gzipBytes: number;
}

export function workerBundleSize(): BundleSize {
  const dir = mkdtempSync(join(tmpdir(), 'mynd-bundle-'));
  try {
    const assets = mkdtempSync(join(dir, 'assets-'));
    const out = join(dir, 'out');
    const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
    const run = spawnSync(
      wranglerNode(),
      [wrangler, 'deploy', '--dry-run', '--outdir', out, '--assets', assets],
      { cwd: root, encoding: 'utf8' },
    );
    if (run.status !== 0)
      throw new Error(`wrangler deploy --dry-run failed: ${(run.stderr || run.stdout).slice(-2000)}`);
    const script = readFileSync(join(out, 'worker.js'));
    return { bytes: script.length, gzipBytes: gzipSync(script, { level: 9 }).length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
