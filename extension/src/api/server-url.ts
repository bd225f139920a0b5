/**
 * @module api/server-url — the server address a user types: normalised to its origin, and refused when it is
 * plain http:// to another computer (the session token would travel in clear). http:// stays fine for this
 * computer (localhost, 127.0.0.0/8, [::1]), where nothing crosses a network. No zod here: the popup uses it.
 */

/** An origin the user typed, normalised to `scheme://host[:port]`, or null when it is not http(s). */
export function normaliseServerUrl(input: string): string | null {
  try {
    const url = new URL(input.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

export const NOT_A_SERVER_URL = 'Enter an http:// or https:// URL, e.g. http://localhost:8787';
export const HTTPS_REQUIRED =
  'Use https:// for a server on another computer: over plain http:// your sign-in token would travel unencrypted. (http:// is fine for localhost.)';

/** The origin to save, or why it cannot be used. */
export function checkServerUrl(input: string): { origin: string } | { error: string } {
  const origin = normaliseServerUrl(input);
  if (!origin) return { error: NOT_A_SERVER_URL };
  const url = new URL(origin);
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return { error: HTTPS_REQUIRED };
  return { origin };
}
