import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, PBKDF2_ITERATIONS, verifyPassword } from './password.js';

describe('PBKDF2 passwords', () => {
  it('hashes with a fresh salt in the stored format and verifies', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^pbkdf2\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('never derives with more than 100,000 iterations (Cloudflare refuses more)', async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    const stored = await hashPassword('pw');
    const inflated = stored.replace('$100000$', '$200000$');
    expect(await verifyPassword('pw', inflated)).toBe(false);
  });

  it.each(['', 'plain', 'bcrypt$10$x$y', 'pbkdf2$abc$x$y', 'pbkdf2$0$x$y', 'pbkdf2$100000$$'])(
    'refuses the malformed stored value %j',
    async (stored) => {
      expect(await verifyPassword('pw', stored)).toBe(false);
    },
  );

  it('the dummy hash costs the same derivation as a real one', () => {
    expect(dummyPasswordHash().split('$').slice(0, 2)).toEqual(['pbkdf2', String(PBKDF2_ITERATIONS)]);
  });
});
