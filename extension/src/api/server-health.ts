/**
 * @module api/server-health — one light GET /api/health on the configured server, without the zod client
 * (the popup reads it on open): is the server there, and can it transcribe speech. The reason a server is
 * unreachable is worded for the user (the first-run screen shows it).
 */

export type ServerProbe =
  | { reachable: true; transcription: boolean | null }
  | { reachable: false; reason: string };

export const HEALTH_TIMEOUT_MS = 5_000;

export async function probeServer(
  serverUrl: string,
  { fetch: fetchImpl = globalThis.fetch, timeoutMs = HEALTH_TIMEOUT_MS } = {},
): Promise<ServerProbe> {
  let response: Response;
  try {
    response = await fetchImpl(new URL('/api/health', serverUrl).href, {
      signal: AbortSignal.timeout(timeoutMs),
      credentials: 'omit',
    });
  } catch (error) {
    const timedOut = (error as { name?: string } | null)?.name === 'TimeoutError';
    return {
      reachable: false,
      reason: timedOut
        ? `${serverUrl} did not answer within ${timeoutMs / 1000} seconds.`
        : `Could not connect to ${serverUrl} (the server is down, the address is wrong, or you are offline).`,
    };
  }
  let body: Record<string, unknown> | null = null;
  try {
    const json: unknown = await response.json();
    body = json && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  } catch {
    body = null;
  }
  if (!body || !('ok' in body)) {
    return {
      reachable: false,
      reason: `${serverUrl} answered, but it is not a Mynd server (HTTP ${response.status}).`,
    };
  }
  return {
    reachable: true,
    transcription: typeof body.transcription === 'boolean' ? body.transcription : null,
  };
}
