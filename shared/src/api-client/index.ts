/**
 * @module api-client — the one typed client of the Mynd API, used by the web app (cookie session) and the
 * extension (Bearer token). Every method is derived from the endpoint declarations in shared/src/contract
 * (`api.tasks.update(id, body)`, `api.people.overview()`…): request types are the shared schemas' inputs,
 * responses are parsed with their schemas, and every call carries the caller's zone (`X-Time-Zone`).
 */
import { contract } from '../contract/index.js';
import { deriveClient } from './derive.js';
import { type ApiClientOptions, createHttp } from './http.js';

export type { EndpointArgs, EndpointMethod } from './derive.js';
export {
  type ApiClientOptions,
  ApiError,
  type ClientErrorCode,
  DEFAULT_TIMEOUTS,
  localTimeZone,
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
  EMPTY_RECORDING_MESSAGE,
  type FlushReport,
  flushCaptureQueue,
  MAX_CAPTURES_PER_FLUSH,
  type QueuedCapture,
  type SubmitCapture,
  type TranscribeCapture,
} from './capture-flush.js';
export { classifyFailure, type FailureKind, failureMessage, isAcceptedButUnreadable } from './classify.js';
