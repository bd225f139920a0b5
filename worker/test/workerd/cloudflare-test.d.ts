/**
 * @module Types of `cloudflare:test` for the workerd tests, kept structural so the worker package keeps one
 * tsconfig (DOM lib) for both hosts instead of the global Workers types.
 */
declare module 'cloudflare:test' {
  import type { UserEventsNamespace } from '../../src/events/durable-object.js';

  export const env: Record<string, string | undefined> & { USER_EVENTS: UserEventsNamespace };
  export const SELF: { fetch(input: string | Request, init?: RequestInit): Promise<Response> };
}
