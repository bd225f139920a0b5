/**
 * @module auth/tokens — session tokens and the hashes stored in their place.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** 32 random bytes, base32: what the client holds (cookie or Bearer). */
export function generateSessionToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

export function sha256Hex(value: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(value)));
}

/**
 * Hashes of the tokens seen lately. The hash is a pure function of the token, and an authenticated request
 * otherwise hashes the same token again every time (SHA-256 in JavaScript, ~8 µs on Node: a tenth of a
 * trivial request). It caches no session: whether the session exists is still read from the database.
 */
const recentIds = new Map<string, string>();
const RECENT_IDS = 1024;

/** The session row id: only this hash of the token is stored, so a database leak yields no usable session. */
export function sessionIdFromToken(token: string): string {
  let id = recentIds.get(token);
  if (id === undefined) {
    id = sha256Hex(token);
    if (recentIds.size >= RECENT_IDS) recentIds.clear();
    recentIds.set(token, id);
  }
  return id;
}
