/**
 * Production responses on the Node host: every response (API, pages, files, errors) carries the security
 * headers of @mynd/shared/security — the CSP with frame-ancestors 'none' and no inline script, nosniff,
 * Referrer-Policy — and HSTS only when the app's origin is https; hashed assets are `immutable`; a missing
 * /assets/*.js answers 404, not index.html. The Workers side is in test/workerd/host.test.ts; the `_headers`
 * file the static assets use is checked against the same declaration here.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cloudflareHeadersFile, contentSecurityPolicy } from '@mynd/shared/security';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderList, securityHeaders } from '../../src/middleware/security-headers.js';
import { type NodeHost, startNodeHost } from '../../src/node.js';

const dir = mkdtempSync(join(tmpdir(), 'mynd-headers-'));
const webDist = join(dir, 'dist');
mkdirSync(join(webDist, 'assets'), { recursive: true });
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Mynd web</title><div id="root"></div>');
writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');

const hosts: NodeHost[] = [];
const start = async (origin: string, name: string) => {
  const host = await startNodeHost(
    { PORT: '0', DATABASE_URL: `file:${join(dir, `${name}.db`)}`, APP_ORIGIN: origin },
    { webDist, log: () => {} },
  );
  hosts.push(host);
  return host;
};
let http: NodeHost;
let https: NodeHost;
beforeAll(async () => {
  http = await start('http://localhost:8787', 'http');
  https = await start('https://mynd.example.com', 'https');
});
afterAll(async () => {
  for (const host of hosts) await host.close();
});

const PATHS = [
  '/',
  '/tasks',
  '/assets/app-abc123.js',
  '/assets/gone-123.js',
  '/api/health',
  '/api/no-such-route',
  '/api/tasks',
];

describe('security headers on the Node host', () => {
  it.each(PATHS)('%s carries the CSP, nosniff, DENY framing and the Referrer-Policy', async (path) => {
    const res = await fetch(`${http.url}${path}`);
    await res.arrayBuffer();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(contentSecurityPolicy());
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS only when the app origin is https', async () => {
    for (const path of ['/', '/api/health']) {
      expect((await fetch(`${http.url}${path}`)).headers.get('strict-transport-security')).toBeNull();
      expect((await fetch(`${https.url}${path}`)).headers.get('strict-transport-security')).toBe(
        'max-age=63072000; includeSubDomains',
      );
    }
  });

  it('serves hashed assets immutable and a missing chunk as 404, never index.html', async () => {
    const asset = await fetch(`${http.url}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${http.url}/assets/chunk-from-an-older-deploy.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('Mynd web');
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});

describe('the API sends the same security headers as secureHeaders', () => {
  // All but what differs per request or is the HTTP server's own.
  const OWN = new Set(['x-request-id', 'content-length', 'date', 'connection', 'keep-alive']);
  const entries = (headers: Headers) => [...headers].filter(([name]) => !OWN.has(name));
  it.each(['http://localhost:8787', 'https://mynd.example.com'])('for %s', async (origin) => {
    const site = new Hono().use('*', securityHeaders(origin)).get('/', (c) => c.json({}));
    const expected = entries((await site.request('/')).headers);
    const list = securityHeaderList(origin).map(([name, value]) => [name.toLowerCase(), value]);
    expect(list.sort()).toEqual(expected.filter(([name]) => name !== 'content-type').sort());
    const host = origin.startsWith('https:') ? https : http;
    for (const path of ['/api/health', '/api/tasks', '/api/no-such-route']) {
      const api = await fetch(`${host.url}${path}`);
      await api.arrayBuffer();
      expect(entries(api.headers)).toEqual(expected);
    }
  });
});

describe('the static assets on Workers', () => {
  it("use a _headers file made from the same declaration (the workerd tests' stand-in for web/dist too)", () => {
    const file = readFileSync(join(import.meta.dirname, '../workerd/assets/_headers'), 'utf8');
    expect(file).toBe(cloudflareHeadersFile());
    expect(file).toContain(`Content-Security-Policy: ${contentSecurityPolicy()}`);
    expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });
});
