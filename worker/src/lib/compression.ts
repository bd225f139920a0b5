/**
 * @module lib/compression — the Node host's compression of JSON answers (middleware/response-frame asks; the
 * Workers host has none, Cloudflare compresses at its edge). Brotli when the request accepts it, else gzip
 * (lib/accept-encoding), with node:zlib's synchronous calls: on a 10–20 KB answer they cost tens of µs, less
 * than a promise round through libuv's thread pool on a 2-core machine.
 *
 * Two settings, chosen by measurement (node:zlib on 10 KB and 16 KB task lists and a 166 KB one, CPU per call
 * against bytes):
 *  - an answer compressed for one request only: brotli quality 1 / gzip level 1. Higher levels took 2–5× the
 *    CPU for 3–12 % fewer bytes, and this is paid on every request;
 *  - an answer built from a remembered answer (the task list), whose bytes are kept beside it
 *    (`RequestReads.derived`) and compressed once per change of the data: brotli quality 4 / gzip level 6,
 *    ~5–10 % fewer bytes for 2–4× the CPU, once. Brotli's higher qualities (5+: 10–15 % fewer bytes) cost
 *    several ms on a 166 KB list, paid by the first read after every write, so they are not used.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestReads } from '../db/request-reads.js';
import type { AnswerEncoder, AnswerEncoding } from '../middleware/response-frame.js';
import { acceptedCodings, BROTLI } from './accept-encoding.js';

/** Answers compressed (for tests and the bench: a remembered answer's compressed bytes are made once). */
export const compressionStats = { compressed: 0 };

type Coding = AnswerEncoding['coding'];

interface Levels {
  brotli: number;
  gzip: number;
}

const PER_REQUEST: Levels = { brotli: 1, gzip: 1 };
const KEPT: Levels = { brotli: 4, gzip: 6 };

function compress(text: string, coding: Coding, levels: Levels): Uint8Array {
  compressionStats.compressed++;
  const input = Buffer.from(text);
  if (coding === 'gzip') return gzipSync(input, { level: levels.gzip });
  return brotliCompressSync(input, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength,
    },
  });
}

/** The Node host's encoder (app option `encoder`). */
export const nodeAnswerEncoder: AnswerEncoder = {
  encode(text: string, accept: string, reads: RequestReads, source: object | undefined) {
    const accepted = acceptedCodings(accept);
    if (accepted === 0) return undefined;
    const coding: Coding = accepted & BROTLI ? 'br' : 'gzip';
    const bytes = source
      ? reads.derived(source, coding, text, () => compress(text, coding, KEPT))
      : compress(text, coding, PER_REQUEST);
    return { coding, bytes };
  },
};
