/**
 * @module lib/accept-encoding — which of the content codings the Node host can send (br, gzip) a request's
 * `Accept-Encoding` accepts (RFC 9110 §12.5.3): a coding is accepted when it is listed, or `*` is, with a
 * q-value above 0; a listed coding's own q wins over `*`'s. `identity` and the codings we never send
 * (deflate, zstd, compress) are ignored. Pure: middleware/response-frame asks, lib/compression compresses.
 */

/** The codings we send, as bits of an `accepted` mask. */
export const GZIP = 1;
export const BROTLI = 2;

const CODINGS: Readonly<Record<string, number>> = { gzip: GZIP, 'x-gzip': GZIP, br: BROTLI };

/** `q=0`, `q=0.0`, `q=0.000`: the coding is refused. */
const REFUSED = /^q=0(?:\.0{0,3})?$/i;

/** The mask of codings among ours that `header` accepts (0: none, send identity). */
export function parseAcceptEncoding(header: string): number {
  let listed = 0;
  let accepted = 0;
  let anyOther: boolean | undefined;
  for (const part of header.split(',')) {
    const semicolon = part.indexOf(';');
    const name = (semicolon < 0 ? part : part.slice(0, semicolon)).trim().toLowerCase();
    const refused = semicolon >= 0 && REFUSED.test(part.slice(semicolon + 1).trim());
    if (name === '*') anyOther = !refused;
    const bit = CODINGS[name];
    if (bit === undefined) continue;
    listed |= bit;
    if (refused) accepted &= ~bit;
    else accepted |= bit;
  }
  if (anyOther) accepted |= (GZIP | BROTLI) & ~listed;
  return accepted;
}

/** A few distinct headers arrive (one per browser version): each is parsed once. */
const parsed = new Map<string, number>();
const MAX_PARSED = 64;

/** `parseAcceptEncoding`, remembered for the last few distinct header values. */
export function acceptedCodings(header: string): number {
  let accepted = parsed.get(header);
  if (accepted === undefined) {
    accepted = parseAcceptEncoding(header);
    if (parsed.size >= MAX_PARSED) parsed.delete(parsed.keys().next().value as string);
    parsed.set(header, accepted);
  }
  return accepted;
}
