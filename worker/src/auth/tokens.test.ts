import { describe, expect, it } from 'vitest';
import { generateSessionToken, sessionIdFromToken, sha256Hex } from './tokens.js';

describe('sessionIdFromToken', () => {
  it('is the SHA-256 of the token, the same on every call and for more tokens than it remembers', () => {
    const tokens = Array.from({ length: 1500 }, generateSessionToken);
    for (const token of tokens) expect(sessionIdFromToken(token)).toBe(sha256Hex(token));
    for (const token of tokens) expect(sessionIdFromToken(token)).toBe(sha256Hex(token));
    expect(sessionIdFromToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
