/**
 * @module auth/tokens — session tokens and the hashes stored in their place.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** A user id a token may name: a row id (lib/ids, base64url) or any id of the same alphabet. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * What the client holds (cookie or Bearer): 32 random bytes, base32, after the user's id and a dot when given
 * (`<userId>.<random>`). The id lets a read's session check ride in the read's own round trip (auth/middleware):
 * the reads can be built before the session row is seen. It grants nothing: the whole token is hashed into the
 * session id, so changing the id gives an unknown session, and the check compares the row's user with it.
 */
export function generateSessionToken(userId?: string): string {
  const secret = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  return userId !== undefined && USER_ID.test(userId) ? `${userId}.${secret}` : secret;
}

/** The user id a token names (unchecked: only its session row says whether it is true); undefined for none. */
export function claimedUserId(token: string): string | undefined {
  const dot = token.indexOf('.');
  if (dot <= 0) return undefined;
  const id = token.slice(0, dot);
  return USER_ID.test(id) ? id : undefined;
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
