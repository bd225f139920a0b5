/**
 * @module db/first-read — a statement that rides in a request's first round trip instead of taking one of its own.
 *
 * On Workers with Turso every round trip is an HTTPS request. A signed-in read was two: the session check, then
 * the route's own batch. A request may instead give a *rider* (the session read) to `withFirstRead`; the client
 * every database handle is made with (`carryingFirstRead`, db/client) then puts the rider's statement in front of
 * the request's first batch or statement when that one only reads, and hands the rider its answer (`settle`)
 * before the request sees any of its own results: a rider that refuses (throws) fails that read, and the results
 * read with it are never given out.
 *
 * Nothing is written before the rider settled: a batch or statement that may write, a transaction, or a migration
 * waits for the rider's answer, running the rider alone first when no read has carried it. "Only reads" is decided
 * from the SQL: every statement starts with SELECT (drizzle's reads all do); anything else counts as a write.
 * When the request is done the rider is settled in any case (`withFirstRead`), so a request that read nothing (or
 * failed before reading) is still checked before it is answered.
 *
 * The request is found with AsyncLocalStorage (Node, and workerd with `nodejs_compat`): statements run outside a
 * request with a rider pass through untouched.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Client, InArgs, InStatement, ResultSet, TransactionMode } from '@libsql/client';

export interface Rider {
  /** A read, run in front of the request's first read (or alone). */
  readonly statement: InStatement;
  /** What the rider's answer means: throws to refuse the request. Synchronous and writes nothing. */
  settle(answer: ResultSet): void;
}

class FirstRead {
  /** The rider's outcome once it has run (with a read or alone). */
  outcome: Promise<void> | undefined;

  constructor(readonly rider: Rider) {}

  /** `statements` (reads only) with the rider in front when it has not run yet; their results once it settled. */
  async readWith(base: Client, statements: InStatement[], mode?: TransactionMode): Promise<ResultSet[]> {
    if (this.outcome) {
      await this.outcome;
      return base.batch(statements, mode);
    }
    const answers = base.batch([this.rider.statement, ...statements], mode);
    this.outcome = answers.then(([first]) => this.rider.settle(first!));
    await this.outcome;
    return (await answers).slice(1);
  }

  /** The rider's outcome, running it alone when no read has carried it. */
  settled(base: Client): Promise<void> {
    this.outcome ??= base.execute(this.rider.statement).then((answer) => this.rider.settle(answer));
    return this.outcome;
  }
}

const requests = new AsyncLocalStorage<FirstRead>();
const bases = new WeakMap<Client, Client>();

/**
 * Runs `fn` (a request) with `rider` waiting for its first read through `client` (a handle's client: db/client),
 * then settles the rider — alone, one round trip, when no read carried it — whether `fn` read, failed or not:
 * the rider's refusal is thrown in place of `fn`'s outcome, so nothing `fn` made leaves for a refused request.
 */
export async function withFirstRead<T>(client: Client, rider: Rider, fn: () => Promise<T>): Promise<T> {
  const read = new FirstRead(rider);
  let outcome: { value: T } | { error: unknown };
  try {
    outcome = { value: await requests.run(read, fn) };
  } catch (error) {
    outcome = { error };
  }
  await read.settled(bases.get(client) ?? client);
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

const READ = /^\s*select\b/i;

function sqlOf(statement: InStatement | [string, InArgs?]): string {
  if (typeof statement === 'string') return statement;
  if (Array.isArray(statement)) return statement[0];
  return statement.sql;
}

function asStatement(statement: InStatement | [string, InArgs?]): InStatement {
  if (!Array.isArray(statement)) return statement;
  const [sql, args] = statement;
  return args === undefined ? sql : { sql, args };
}

/** `client`, with the current request's rider put in front of its first read (see the module's doc). */
export function carryingFirstRead(base: Client): Client {
  /** What may write waits for the rider; what only reads carries it when it has not run yet. */
  const beforeWriting =
    (name: 'transaction' | 'executeMultiple' | 'migrate') =>
    async (...args: unknown[]) => {
      const current = requests.getStore();
      if (current) await current.settled(base);
      return (base[name] as (...a: unknown[]) => unknown).apply(base, args);
    };
  const methods: Partial<Record<keyof Client, unknown>> = {
    async batch(statements: Array<InStatement | [string, InArgs?]>, mode?: TransactionMode) {
      const current = requests.getStore();
      if (!current) return base.batch(statements, mode);
      if (statements.length > 0 && statements.every((s) => READ.test(sqlOf(s))))
        return current.readWith(base, statements.map(asStatement), mode);
      await current.settled(base);
      return base.batch(statements, mode);
    },
    async execute(statement: InStatement, args?: InArgs) {
      const stmt: InStatement =
        typeof statement === 'string' && args !== undefined ? { sql: statement, args } : statement;
      const current = requests.getStore();
      if (!current) return base.execute(stmt);
      if (READ.test(sqlOf(stmt))) return (await current.readWith(base, [stmt]))[0]!;
      await current.settled(base);
      return base.execute(stmt);
    },
    transaction: beforeWriting('transaction'),
    executeMultiple: beforeWriting('executeMultiple'),
    migrate: beforeWriting('migrate'),
  };
  const proxy = new Proxy(base, {
    get(target, prop) {
      if (Object.hasOwn(methods, prop)) return methods[prop as keyof Client];
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  bases.set(proxy, base);
  return proxy;
}
