import { describe, expect, it } from 'vitest';
import { base64UrlOf16, newId } from './ids.js';

/** What ids were before the byte pool: btoa, then the base64url substitutions, no padding. */
function viaBtoa(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('newId', () => {
  it('encodes 16 bytes exactly as base64url without padding', () => {
    const cases = [
      new Uint8Array(16),
      new Uint8Array(16).fill(255),
      Uint8Array.from({ length: 16 }, (_, i) => i * 17),
    ];
    for (let k = 0; k < 200; k++) cases.push(crypto.getRandomValues(new Uint8Array(16)));
    for (const bytes of cases) expect(base64UrlOf16(bytes)).toBe(viaBtoa(bytes));
  });

  it('gives 22-character base64url ids that do not repeat across refills of the byte pool', () => {
    const ids = Array.from({ length: 1000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
