import { describe, expect, it } from 'vitest';
import { acceptedCodings, BROTLI, GZIP, parseAcceptEncoding } from './accept-encoding.js';

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', GZIP | BROTLI],
    ['gzip, deflate', GZIP],
    ['br', BROTLI],
    ['BR;q=0.5, Gzip;q=1.0', GZIP | BROTLI],
    ['x-gzip', GZIP],
    ['identity', 0],
    ['deflate, zstd', 0],
    ['', 0],
    ['gzip;q=0', 0],
    ['gzip; q=0.000, br', BROTLI],
    ['gzip;q=0.001', GZIP],
    ['*', GZIP | BROTLI],
    ['*;q=0', 0],
    ['br;q=0, *', GZIP],
    ['gzip, *;q=0', GZIP],
  ])('%j accepts %i', (header, mask) => {
    expect(parseAcceptEncoding(header)).toBe(mask);
    expect(acceptedCodings(header)).toBe(mask);
  });
});
