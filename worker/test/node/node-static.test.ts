/**
 * The Node host's static files with the compressed copies the web build writes beside them
 * (web/scripts/precompress: NAME.br, NAME.gz): a browser that accepts one is sent it, and it decodes to exactly
 * the file; a request without Accept-Encoding gets the same answer as before; hashed assets stay `immutable`, a
 * missing one is a 404, and a page path still gets index.html. Real HTTP (node:http, which does not decode).
 */

import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NodeHost, startNodeHost } from '../../src/node.js';
import { type RawAnswer, rawRequest } from '../helpers/raw-http.js';

const dir = mkdtempSync(join(tmpdir(), 'mynd-static-'));
const webDist = join(dir, 'dist');
mkdirSync(join(webDist, 'assets'), { recursive: true });
const script = `${'export const words = ["call", "the", "supplier", "about", "the", "order"];\n'.repeat(60)}`;
const page = `<!doctype html><html><head><title>Mynd web</title>${'<meta name="x" content="y">'.repeat(60)}</head><div id="root"></div></html>`;
const files: Record<string, string> = { 'assets/app-abc123.js': script, 'index.html': page };
for (const [name, text] of Object.entries(files)) {
  writeFileSync(join(webDist, name), text);
  writeFileSync(join(webDist, `${name}.br`), brotliCompressSync(text));
  writeFileSync(join(webDist, `${name}.gz`), gzipSync(text));
}
// A small file has no compressed copies (the build skips files under 1 KB).
writeFileSync(join(webDist, 'assets', 'tiny-abc123.js'), 'console.log(1)');

let host: NodeHost;
let port: number;
beforeAll(async () => {
  host = await startNodeHost(
    { PORT: '0', DATABASE_URL: `file:${join(dir, 'mynd.db')}`, APP_ORIGIN: 'http://localhost:8787' },
    { webDist, log: () => {} },
  );
  port = Number(new URL(host.url).port);
});
afterAll(() => host.close());

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(port, method, path, headers);

function decoded(res: RawAnswer): string {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.body).toString();
  if (coding === 'gzip') return gunzipSync(res.body).toString();
  expect(coding).toBeUndefined();
  return res.body.toString();
}

describe('static files on the Node host', () => {
  it('sends a hashed script compressed to a browser, identical once decoded, still immutable', async () => {
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const res = await get('/assets/app-abc123.js', { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(script.length / 4);
      expect(decoded(res)).toBe(script);
    }
    const head = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('sends the file as it is without Accept-Encoding, or when it accepts neither copy', async () => {
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBeUndefined();
    expect(plain.headers['cache-control']).toContain('immutable');
    expect(plain.body.toString()).toBe(script);
    const identity = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');
    expect(identity.body.toString()).toBe(script);
    // A file without copies is sent as it is.
    const tiny = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('console.log(1)');
  });

  it('sends a file changed after its copies were written as it is, never its older copy', async () => {
    // A "deploy" that replaces one file (the e2e suite changes sw.js this way) and not its copies.
    const name = join(webDist, 'sw.js');
    writeFileSync(name, script);
    writeFileSync(`${name}.br`, brotliCompressSync(script));
    writeFileSync(`${name}.gz`, gzipSync(script));
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${name}.br`, old, old);
    utimesSync(`${name}.gz`, old, old);
    const changed = `${script}// deployed again\n`;
    writeFileSync(name, changed);
    const res = await get('/sw.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(changed);
  });

  it('keeps the 404 for a missing asset and the page for app paths, compressed when accepted', async () => {
    for (const accept of [{}, { 'accept-encoding': 'br' }] as Record<string, string>[]) {
      const missing = await get('/assets/missing-abc123.js', accept);
      expect(missing.status).toBe(404);
      expect(missing.headers['content-encoding']).toBeUndefined();
    }
    for (const path of ['/', '/tasks', '/settings/profile']) {
      const compressed = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(compressed.status, path).toBe(200);
      expect(compressed.headers['content-encoding'], path).toBe('br');
      expect(compressed.headers['content-type'], path).toMatch(/^text\/html/);
      // `/` too (serveStatic sends the directory's index.html): a deploy's new page is never taken from a cache.
      expect(compressed.headers['cache-control'], path).toBe('no-cache');
      expect(decoded(compressed), path).toBe(readFileSync(join(webDist, 'index.html'), 'utf8'));
      const plain = await get(path);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.body.toString(), path).toBe(page);
    }
  });
});
