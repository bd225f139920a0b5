/**
 * @module lib/ids — random row ids: 16 bytes of Web Crypto randomness as base64url (22 characters).
 *
 * Every request takes one (its X-Request-Id) and writes take more. One `crypto.getRandomValues` call costs about
 * as much as the rest of a trivial request's middleware (~5 µs on Node, mostly the call itself, not the bytes),
 * so the bytes are drawn 4 KB at a time and each id takes the next 16, never reusing any: the same randomness,
 * one call per 256 ids.
 */
const ID_BYTES = 16;
const POOL_BYTES = 4096;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

let pool = new Uint8Array(0);
let used = 0;

function nextBytes(): Uint8Array {
  if (used + ID_BYTES > pool.length) {
    // A new array each time: an id already handed out never shares memory that is refilled.
    pool = crypto.getRandomValues(new Uint8Array(POOL_BYTES));
    used = 0;
  }
  const bytes = pool.subarray(used, used + ID_BYTES);
  used += ID_BYTES;
  return bytes;
}

/** base64url without padding of 16 bytes: five 3-byte groups (4 characters each), then one byte (2). */
export function base64UrlOf16(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 3 <= ID_BYTES; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += BASE64URL[n >> 18]! + BASE64URL[(n >> 12) & 63]! + BASE64URL[(n >> 6) & 63]! + BASE64URL[n & 63]!;
  }
  const last = bytes[i]!;
  return out + BASE64URL[last >> 2]! + BASE64URL[(last & 3) << 4]!;
}

export function newId(): string {
  return base64UrlOf16(nextBytes());
}
