/**
 * @module db/round-trips — a libSQL client wrapper that counts database round trips as Turso over HTTP sees
 * them: `execute`, `batch` and `executeMultiple` are one each; an interactive transaction costs one per
 * statement plus its commit or rollback (on HTTP every one of them is a request). Tests assert route budgets
 * with it and `npm run bench` prints the counts per route.
 */
import type { Client, Transaction } from '@libsql/client';

export interface RoundTripLog {
  /** Round trips since the last reset. */
  readonly count: number;
  /** What each round trip was (`execute: SELECT …`, `batch(3)`), for a readable failure. */
  readonly calls: readonly string[];
  reset(): void;
}

const ONE_TRIP = new Set(['execute', 'batch', 'executeMultiple', 'commit', 'rollback']);

function describe(method: string, args: unknown[]): string {
  const [first] = args;
  if (method === 'batch' && Array.isArray(first)) return `batch(${first.length})`;
  const sql = typeof first === 'string' ? first : (first as { sql?: string } | undefined)?.sql;
  return sql ? `${method}: ${sql.slice(0, 80)}` : method;
}

function counting<T extends object>(target: T, record: (call: string) => void): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (typeof value !== 'function' || typeof prop !== 'string') return value;
      if (ONE_TRIP.has(prop)) {
        return (...args: unknown[]) => {
          record(describe(prop, args));
          return value.apply(obj, args);
        };
      }
      if (prop === 'transaction') {
        return async (...args: unknown[]) =>
          counting((await value.apply(obj, args)) as Transaction, (call) => record(`tx ${call}`));
      }
      return value.bind(obj);
    },
  });
}

/** Wraps `client`; every round trip through the returned client is counted in `log`. */
export function countRoundTrips(client: Client): { client: Client; log: RoundTripLog } {
  let calls: string[] = [];
  const log: RoundTripLog = {
    get count() {
      return calls.length;
    },
    get calls() {
      return calls;
    },
    reset() {
      calls = [];
    },
  };
  return { client: counting(client, (call) => calls.push(call)), log };
}
