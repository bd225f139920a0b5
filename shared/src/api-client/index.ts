/**
 * @module api-client — the one typed client of the Mynd API, used by the web app (cookie session) and the
 * extension (Bearer token). Every method is derived from the endpoint declarations in shared/src/contract
 * (`api.tasks.update(id, body)`, `api.people.overview()`…): request types are the shared schemas' inputs,
 * responses are parsed with their schemas, and every call carries the caller's zone (`X-Time-Zone`).
 */
import { contract } from '../contract/index.js';
import { deriveClient } from './derive.js';
import { type ApiClientOptions, createHttp } from './http.js';

export {
  type ApiClientOptions,
  ApiError,
  DEFAULT_TIMEOUTS,
  OFFLINE_COPY_HEADER,
  type RequestTimeouts,
  TIMEOUT_MESSAGE,
  timeoutFor,
} from './http.js';

export function createApiClient(options: ApiClientOptions = {}) {
  return deriveClient(createHttp(options), contract);
}

export type ApiClient = ReturnType<typeof createApiClient>;
export {
  type CaptureQueueStore,
  createFlusher,
  type FlushReport,
  flushCaptureQueue,
  type TranscribeCapture,
} from './capture-flush.js';
