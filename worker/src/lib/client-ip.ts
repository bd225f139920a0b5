/**
 * @module lib/client-ip — the caller's IP for rate limits. On Node it is the socket's address (headers could
 * be forged there); on Workers, Cloudflare's own `cf-connecting-ip`, which clients cannot set.
 */
import type { Context } from 'hono';

export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const fromSocket = env?.incoming?.socket?.remoteAddress;
  if (fromSocket) return fromSocket;
  if (env && !('incoming' in env)) {
    const cf = c.req.header('cf-connecting-ip');
    if (cf) return cf;
  }
  return 'unknown';
}
