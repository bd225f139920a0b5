/**
 * The public API reference: `GET /api/openapi.json` is a valid OpenAPI 3.1 document listing exactly the declared
 * endpoints (shared/src/contract), which are exactly the routes the app registers, each with its error statuses
 * and codes; `GET /api/docs` is Scalar's page, loading its bundle from our own origin, whose inline script's
 * nonce is the only thing its Content-Security-Policy adds to the web app's.
 */

import { contract, type Endpoint } from '@mynd/shared';
import {
  API_CONTENT_SECURITY_POLICY,
  API_REFERENCE_BUNDLE,
  apiReferenceContentSecurityPolicy,
  contentSecurityPolicy,
} from '@mynd/shared/security';
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { responses: Record<string, { description: string }>; security?: unknown[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: never };

const declared = Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[]);
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

async function document(): Promise<Document> {
  const res = await t.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

describe('GET /api/openapi.json', () => {
  it('lists exactly the declared operations, which are exactly the registered routes', async () => {
    const doc = await document();
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => key(method, path)),
    );
    expect(documented.sort()).toEqual(declared.map((e) => key(e.method, e.path)).sort());
    const registered = t.app.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => key(r.method, r.path.replace(/:(\w+)/g, '{$1}')));
    expect([...new Set(registered)].sort()).toEqual(documented.sort());
  });

  it('is a valid OpenAPI 3.1 document with both auth schemes and each error’s code', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, compileErrors(result)).toBe(true);
    expect(doc.components).toMatchObject({
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'mynd_session' },
      },
      schemas: { Error: { type: 'object' } },
    });
    const update = doc.paths['/api/tasks/{id}']?.patch;
    expect(update?.responses['404']?.description).toMatch(/^`not_found`: /);
    expect(update?.responses['400']?.description).toMatch(/^`bad_request`: /);
    expect(doc.paths['/api/auth/sign-in']?.post?.security).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page with our own copy of Scalar and a nonce for its one inline script', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<script src="${API_REFERENCE_BUNDLE}"`);
    expect(html).toContain('/api/openapi.json');
    expect(html).not.toMatch(/https?:\/\//);
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(nonce).not.toBe('');
    expect(res.headers.get('Content-Security-Policy')).toBe(apiReferenceContentSecurityPolicy(nonce));
    // A page: the other headers of a document (middleware/security-headers) come with it.
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(res.headers.get('X-XSS-Protection')).toBe('0');
    // Every other response keeps its policy, without any nonce: the API's, for its answers.
    const doc = await t.app.request('/api/openapi.json');
    expect(doc.headers.get('Content-Security-Policy')).toBe(
      contentSecurityPolicy(API_CONTENT_SECURITY_POLICY),
    );
    expect(doc.headers.get('Cross-Origin-Opener-Policy')).toBeNull();
  });
});
