/**
 * @module scripts/precompress — the web build's compressed copies, for the Node host: `NAME.br` and `NAME.gz`
 * beside every text file of dist/ (scripts, styles, pages, the service worker, the API reference bundle) of at
 * least 1 KB, written once at build time at the highest levels (brotli 11, gzip 9), since no request pays for
 * them — but brotli 9 above 1 MB (the 4 MB API reference bundle: 8.6 s of CPU at 11, 0.9 s at 9, 10 % larger). The Node host sends them with @hono/node-server's `serveStatic({ precompressed: true })` to a browser
 * that accepts them (worker/src/node.ts). Cloudflare compresses at its edge, so dist/.assetsignore keeps the
 * copies out of a Workers deploy.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text formats worth compressing (images and fonts are compressed formats already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;
/** Above this, brotli quality 9 instead of 11 (its time grows faster than the file; see above). */
const LARGE_BYTES = 1024 * 1024;
/** The copies Cloudflare must not upload (it compresses by itself): the file is in wrangler's ignore format. */
export const ASSETS_IGNORE = '*.br\n*.gz\n';

export interface Precompressed {
  files: number;
  bytes: number;
  br: number;
  gzip: number;
}

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesOf(path);
      return Promise.resolve(entry.isFile() && COMPRESSIBLE.test(entry.name) ? [path] : []);
    }),
  );
  return nested.flat();
}

/**
 * Writes the .br and .gz copy of each compressible file of `dir` (recursively) of at least 1 KB; a copy that
 * would not be smaller than the file is not written (the host then sends the file).
 */
export async function precompressDirectory(dir: string): Promise<Precompressed> {
  const totals: Precompressed = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const files = await filesOf(dir);
  // Two at a time: node:zlib's async calls run on libuv's thread pool, and the build machine may have 2 cores.
  for (let i = 0; i < files.length; i += 2) {
    await Promise.all(
      files.slice(i, i + 2).map(async (path) => {
        if ((await stat(path)).size < MIN_BYTES) return;
        const data = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]:
                data.byteLength > LARGE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
            },
          }),
          gzipped(data, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        totals.files++;
        totals.bytes += data.byteLength;
        if (br.byteLength < data.byteLength) {
          await writeFile(`${path}.br`, br);
          totals.br += br.byteLength;
        }
        if (gz.byteLength < data.byteLength) {
          await writeFile(`${path}.gz`, gz);
          totals.gzip += gz.byteLength;
        }
      }),
    );
  }
  return totals;
}

/** The Vite plugin: after everything else wrote dist/ (the service worker included), compresses it. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let log = (_line: string) => {};
  return {
    name: 'mynd-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (line) => config.logger.info(line);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.assetsignore', source: ASSETS_IGNORE });
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const t = await precompressDirectory(outDir);
        const kb = (n: number) => `${Math.round(n / 1024)} KB`;
        log(`precompressed ${t.files} files: ${kb(t.bytes)} → ${kb(t.br)} br, ${kb(t.gzip)} gzip`);
      },
    },
  };
}
