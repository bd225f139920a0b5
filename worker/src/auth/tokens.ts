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

/** The session row id: only this hash of the token is stored, so a database leak yields no usable session. */
export function sessionIdFromToken(token: string): string {
  return sha256Hex(token);
}
