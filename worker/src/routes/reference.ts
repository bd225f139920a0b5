/**
 * @module routes/reference — the handlers of contract.reference: `GET /api/openapi.json`, the OpenAPI 3.1
 * document generated from the declarations (openapi-document.ts), and `GET /api/docs`, Scalar's interactive
 * reference of it. Offline by design: Scalar's bundle is a file of our own origin (API_REFERENCE_BUNDLE, copied
 * from the package by the web build), never a CDN; no web fonts, no hosted extras. The page's one inline script
 * carries a per-request nonce, which this route alone adds to the Content-Security-Policy.
 */
import { contract } from '@mynd/shared';
import { API_REFERENCE_BUNDLE, apiReferenceContentSecurityPolicy } from '@mynd/shared/security';
import { Scalar } from '@scalar/hono-api-reference';
import { newId } from '../lib/ids.js';
import { route, routes } from '../lib/openapi.js';
import { openApiDocument } from '../openapi-document.js';

export const referenceRoutes = routes()
  .openapi(route(contract.reference.openapi), (c) =>
    c.json(openApiDocument() as unknown as Record<string, unknown>, 200),
  )
  .openapi(route(contract.reference.docs), async (c, next) => {
    const nonce = newId();
    const page = Scalar({
      url: contract.reference.openapi.path,
      pageTitle: 'Mynd API reference',
      cdn: API_REFERENCE_BUNDLE,
      nonce,
      // Offline and private: no web fonts, no telemetry, none of Scalar's hosted extras (AI chat, MCP, developer tools).
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
    });
    c.header('Content-Security-Policy', apiReferenceContentSecurityPolicy(nonce));
    // Scalar types its middleware for a plain Hono context; it only calls `c.html` on it.
    return (await page(c as unknown as Parameters<typeof page>[0], next)) as Response;
  });
