/**
 * @module auth/password — PBKDF2-SHA256 through Web Crypto, so the same code runs on Node and Workers.
 * Stored as `pbkdf2$100000$<salt b64>$<hash b64>`. Never more than 100,000 iterations per call: Cloudflare
 * refuses larger counts in production (local workerd does not, so no test would notice).
 */
import { decodeBase64, encodeBase64 } from '@oslojs/encoding';

export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2$${PBKDF2_ITERATIONS}$${encodeBase64(salt)}$${encodeBase64(hash)}`;
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltText, hashText] = stored.split('$');
  const iterations = Number(iterationsText);
  if (scheme !== 'pbkdf2' || !saltText || !hashText || !Number.isInteger(iterations)) return false;
  if (iterations < 1 || iterations > PBKDF2_ITERATIONS) return false;
  const expected = decodeBase64(hashText);
  const actual = await derive(password, new Uint8Array(decodeBase64(saltText)), iterations);
  return constantTimeEqual(actual, expected);
}

/**
 * A real hash (of a throwaway string) to verify against when the email is unknown or has no password, so that
 * answer takes as long as a wrong password. A constant, so even the first such request costs one derivation.
 */
const DUMMY_HASH = 'pbkdf2$100000$TUgGJ3XhsT7O/YC0Sc+AkQ==$vslHMXg9zNL8koMYcuaOvIQUXmIIGQVdl5al8XbdzDE=';
export function dummyPasswordHash(): string {
  return DUMMY_HASH;
}
