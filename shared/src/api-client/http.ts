/**
 * @module api-client/http — one fetch wrapper: JSON in and out, Bearer or cookie auth, the error envelope turned
 * into a typed `ApiError`, and every response checked against its shared schema (a server that drifts from the
 * contract fails loudly in the client instead of rendering half-shaped data).
 */
import type { z } from 'zod';
import { TIME_ZONE_HEADER } from '../domain/dates.js';
import { CONNECTION_FAILED_MESSAGE, NOT_FOUND_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from '../domain/texts.js';
import { type ErrorCode, ErrorResponseSchema } from '../schemas/common.js';

export type ClientErrorCode = ErrorCode | 'network' | 'timeout' | 'invalid_response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  /** '' (same origin, the web app) or the server's origin (the extension). */
  baseUrl?: string;
  /** Bearer token source (the extension). The web app relies on the HttpOnly session cookie instead. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  /** Called on every 401, e.g. to show the sign-in view. */
  onUnauthorized?: () => void;
  /** How long a request may take before it is abandoned (tests use small values). */
  timeouts?: Partial<RequestTimeouts>;
  /**
   * The caller's IANA zone, sent as `X-Time-Zone` on every call so the server's "today" is the user's (default
   * due dates, split, benchmarks…). Defaults to the runtime's zone; a function is read on each call.
   */
  timeZone?: string | (() => string);
  /**
   * Whether the server was reached, after every request: `false` when the connection failed or when the answer
   * is a copy kept on this device (a service worker's response carrying OFFLINE_COPY_HEADER), `true` for any
   * other answer, an error status included. The web app's offline banner follows this, not only
   * `navigator.onLine`, which says nothing about a network that is up with the server out of reach.
   */
  onReachability?: (reachable: boolean) => void;
}

/**
 * Set by the web app's service worker on an API answer it gives from its cache because the network failed
 * (web/vite.config.ts writes this name as a literal: Workbox copies that code into sw.js as text).
 */
export const OFFLINE_COPY_HEADER = 'X-Mynd-Offline-Copy';

/**
 * Every request is bounded, so a server that accepts the connection and never answers cannot freeze a client:
 * a mind dump may take a model round trip; AI operations may take the server's own model timeout (30 s) and
 * one retry; everything else is a quick database read or write.
 */
export interface RequestTimeouts {
  defaultMs: number;
  mindDumpMs: number;
  aiMs: number;
}

export const DEFAULT_TIMEOUTS: RequestTimeouts = { defaultMs: 10_000, mindDumpMs: 20_000, aiMs: 65_000 };

export const TIMEOUT_MESSAGE = 'The server did not answer in time';

/** Endpoints whose answer waits for an AI provider (model or transcription). */
const AI_PATHS = [
  /^\/api\/speech-to-text$/,
  /^\/api\/summaries\/[^/]+\/(analyze|tasks)$/,
  /^\/api\/summaries\/(merge|keywords\/analyze)$/,
  /^\/api\/tasks\/[^/]+\/(split|benchmarks\/generate|setup)$/,
];

/** The time budget of one request, by method and path. */
export function timeoutFor(
  method: string,
  path: string,
  timeouts: RequestTimeouts = DEFAULT_TIMEOUTS,
): number {
  if (method === 'POST' && path === '/api/mind-dumps') return timeouts.mindDumpMs;
  if (method !== 'GET' && AI_PATHS.some((re) => re.test(path))) return timeouts.aiMs;
  return timeouts.defaultMs;
}

/** The runtime's IANA zone (browser, extension, Node and Workers all have Intl). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

const FALLBACK_MESSAGES: Record<number, string> = {
  401: 'User not authenticated or session expired',
  404: NOT_FOUND_MESSAGE,
  413: 'The request is too large',
  429: TOO_MANY_REQUESTS_MESSAGE,
  502: 'The AI service failed. Please try again.',
  503: 'The service is unavailable. Please try again.',
};

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

async function readError(res: Response): Promise<ApiError> {
  let payload: unknown = null;
  try {
    payload = await res.json();
  } catch {
    // Not JSON (a proxy page, an HTML 502): fall back to a message for the status.
  }
  const parsed = ErrorResponseSchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, fields, retryAfter } = parsed.data.error;
    const headerRetry = Number(res.headers.get('Retry-After'));
    return new ApiError(res.status, code, message, fields, retryAfter ?? (headerRetry || undefined));
  }
  const message = FALLBACK_MESSAGES[res.status] ?? `Request failed (${res.status})`;
  return new ApiError(res.status, res.status >= 500 ? 'internal' : 'bad_request', message);
}

export type HttpCall = <S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  options?: RequestOptions,
) => Promise<z.infer<S>>;

export function createHttp(options: ApiClientOptions): HttpCall {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };

  return async (method, path, schema, { body, query, signal } = {}) => {
    const zone = typeof options.timeZone === 'function' ? options.timeZone() : options.timeZone;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [TIME_ZONE_HEADER]: zone || localTimeZone(),
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = await options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;

    const timeout = AbortSignal.timeout(timeoutFor(method, path, timeouts));
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let res: Response;
    try {
      res = await doFetch(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // Cookies only for the same-origin web app. A Bearer client (the extension) never sends them, not even
        // before it has a token (sign-in): the server's CORS for extension origins refuses credentials.
        credentials: options.getToken ? 'omit' : 'include',
        signal: combined,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      if (timeout.aborted) throw new ApiError(0, 'timeout', TIMEOUT_MESSAGE);
      options.onReachability?.(false);
      throw new ApiError(0, 'network', CONNECTION_FAILED_MESSAGE);
    }
    options.onReachability?.(!res.headers.has(OFFLINE_COPY_HEADER));

    if (!res.ok) {
      const error = await readError(res);
      if (res.status === 401) options.onUnauthorized?.();
      throw error;
    }
    const payload: unknown = res.status === 204 ? {} : await res.json().catch(() => undefined);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new ApiError(res.status, 'invalid_response', `Unexpected response from ${method} ${path}`);
    }
    return parsed.data;
  };
}
