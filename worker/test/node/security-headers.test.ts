/**
 * Production responses on the Node host: every response (API, pages, files, errors) carries the security
 * headers of @mynd/shared/security — a CSP with frame-ancestors 'none', X-Frame-Options DENY, nosniff,
 * Referrer-Policy — and HSTS only when the app's origin is https. Two kinds (middleware/security-headers): a
 * document (the site's pages and files, the API reference page) carries everything `secureHeaders` sends with
 * the web app's policy (no inline script); an API answer (JSON) exactly the answer set, with the API's policy
 * (`default-src 'none'`). Hashed assets are `immutable`; a missing /assets/*.js answers 404, not index.html.
 * The Workers side is in test/workerd/host.test.ts; the `_headers` file the static assets use is checked
 * against the same declaration here.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_CONTENT_SECURITY_POLICY,
  apiReferenceContentSecurityPolicy,
  cloudflareHeadersFile,
  contentSecurityPolicy,
} from '@mynd/shared/security';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerHeaderList,
  documentHeaderList,
  securityHeaders,
} from '../../src/middleware/security-headers.js';
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

const DOCUMENTS = ['/', '/tasks', '/assets/app-abc123.js', '/assets/gone-123.js'];
const ANSWERS = ['/api/health', '/api/no-such-route', '/api/tasks', '/api/openapi.json'];

describe('security headers on the Node host', () => {
  it.each([...DOCUMENTS, ...ANSWERS])(
    '%s carries a CSP with frame-ancestors none, nosniff, DENY framing and the Referrer-Policy',
    async (path) => {
      const res = await fetch(`${http.url}${path}`);
      await res.arrayBuffer();
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it.each(DOCUMENTS)("%s (the site) has the web app's policy: its own scripts only", async (path) => {
    const res = await fetch(`${http.url}${path}`);
    await res.arrayBuffer();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(contentSecurityPolicy());
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it.each(ANSWERS)('%s (an API answer) lets nothing load: default-src none', async (path) => {
    const res = await fetch(`${http.url}${path}`);
    await res.arrayBuffer();
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy(API_CONTENT_SECURITY_POLICY),
    );
  });

  it('sends HSTS only when the app origin is https', async () => {
    for (const path of ['/', '/api/health', '/api/docs']) {
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

describe('which headers each kind of response carries', () => {
  // The security headers of a response: all but what describes its body, differs per request or is the HTTP
  // server's own.
  const OTHERS = new Set([
    ...['x-request-id', 'date', 'connection', 'keep-alive'],
    ...['content-type', 'content-length', 'content-encoding', 'vary'],
    ...['cache-control', 'accept-ranges', 'etag', 'last-modified'],
  ]);
  const lower = (list: Iterable<readonly [string, string]>) =>
    [...list].map(([name, value]) => [name.toLowerCase(), value]).sort();
  const security = (headers: Headers) => lower([...headers].filter(([name]) => !OTHERS.has(name)));
  const ANSWER_HEADERS = [
    'content-security-policy',
    'cross-origin-resource-policy',
    'referrer-policy',
    'x-content-type-options',
    'x-frame-options',
  ];
  /** What only a page uses (the browsing context it opens in, its links, downloads, the old XSS auditor). */
  const DOCUMENT_ONLY = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it.each([
    ['http://localhost:8787', []],
    ['https://mynd.example.com', ['strict-transport-security']],
  ])('for %s', async (origin, hsts) => {
    // A document: exactly what secureHeaders sends with the web app's policy.
    const site = new Hono().use('*', securityHeaders(origin)).get('/', (c) => c.html(''));
    const secure = security((await site.request('/')).headers);
    expect(lower(documentHeaderList(origin))).toEqual(secure);
    expect(secure.map(([name]) => name)).toEqual([...ANSWER_HEADERS, ...DOCUMENT_ONLY, ...hsts].sort());

    const host = origin.startsWith('https:') ? https : http;
    for (const path of ['/', '/tasks', '/assets/app-abc123.js']) {
      const page = await fetch(`${host.url}${path}`);
      await page.arrayBuffer();
      expect(security(page.headers)).toEqual(secure);
    }

    // An API answer: the answer set, nothing else.
    expect(lower(answerHeaderList(origin)).map(([name]) => name)).toEqual(
      [...ANSWER_HEADERS, ...hsts].sort(),
    );
    for (const path of ['/api/health', '/api/tasks', '/api/no-such-route', '/api/openapi.json']) {
      const api = await fetch(`${host.url}${path}`, { headers: { 'accept-encoding': 'gzip, br' } });
      await api.arrayBuffer();
      expect(security(api.headers)).toEqual(lower(answerHeaderList(origin)));
    }

    // The API's one document, its reference page: the document set, with its own policy (its nonce).
    const docs = await fetch(`${host.url}/api/docs`);
    const html = await docs.text();
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(nonce).not.toBe('');
    const expected = lower(documentHeaderList(origin)).map(([name, value]) =>
      name === 'content-security-policy' ? [name, apiReferenceContentSecurityPolicy(nonce)] : [name, value],
    );
    expect(security(docs.headers)).toEqual(expected);
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
