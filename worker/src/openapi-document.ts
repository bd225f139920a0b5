/**
 * @module openapi-document — the OpenAPI 3.1 document of the Mynd API (`GET /api/openapi.json`), generated from
 * the endpoint declarations of shared/src/contract with @asteasolutions/zod-to-openapi (what @hono/zod-openapi
 * uses too): every operation with its params, query, body, success answer and the error statuses it can answer,
 * each with its `code` and the shared error shape; the two ways to authenticate (a Bearer token for scripts and
 * the extension, the session cookie for the web app); the `X-Time-Zone` header. Built once per isolate.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { contract, type Endpoint, ErrorResponseSchema, TIME_ZONE_HEADER } from '@mynd/shared';
import { z } from 'zod';
import { SESSION_COOKIE } from './auth/cookie.js';
import { routeConfig } from './lib/openapi.js';

/** Every declared endpoint, in declaration order. */
export function declaredEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[]);
}

const ZoneHeader = z.object({
  [TIME_ZONE_HEADER]: z
    .string()
    .optional()
    .meta({
      description:
        'The caller’s IANA time zone (e.g. `Europe/Berlin`): “today” for default due dates, split, benchmarks ' +
        'and overdue checks. UTC when absent or unknown.',
    }),
});

type SchemaObject = Parameters<OpenAPIRegistry['registerComponent']>[2];
const ERROR_REF = { $ref: '#/components/schemas/Error' };

/** Error answers point at the one `Error` component instead of repeating its schema. */
function withErrorRefs(responses: RouteConfig['responses']): RouteConfig['responses'] {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) =>
      Number(status) >= 400
        ? [status, { ...response, content: { 'application/json': { schema: ERROR_REF } } }]
        : [status, response],
    ),
  );
}

function buildDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description:
      'The `token` answered by `POST /api/auth/code/verify` or `POST /api/auth/sign-in` (scripts, the extension).',
  });
  registry.registerComponent('securitySchemes', 'cookie', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The HttpOnly session cookie the same sign-in sets (the web app).',
  });
  const { $schema: _dialect, ...errorSchema } = z.toJSONSchema(ErrorResponseSchema);
  registry.registerComponent('schemas', 'Error', errorSchema as SchemaObject);
  for (const endpoint of declaredEndpoints()) {
    const config = routeConfig(endpoint);
    registry.registerPath({
      ...config,
      request: { ...config.request, headers: ZoneHeader },
      responses: withErrorRefs(config.responses),
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Mynd API',
      version: '1.0.0',
      description:
        'Turn a free-text mind dump into topic summaries and tasks, and work with them. Sign in with a code ' +
        '(`POST /api/auth/code`, then `/api/auth/code/verify`) or a password (`POST /api/auth/sign-in`) and send ' +
        'the answered `token` as `Authorization: Bearer <token>`. Every error answers ' +
        '`{ "error": { "code", "message", "fields"?, "retryAfter"? } }`; each operation lists its statuses and codes.',
    },
    security: [{ bearer: [] }, { cookie: [] }],
  });
}

let cached: ReturnType<typeof buildDocument> | undefined;

export function openApiDocument(): ReturnType<typeof buildDocument> {
  cached ??= buildDocument();
  return cached;
}
