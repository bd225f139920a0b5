/**
 * @module db/first-read — a statement that rides in a request's first round trip instead of taking one of its own.
 *
 * On Workers with Turso every round trip is an HTTPS request, and every signed-in request spent one on the session
 * check before its own statements. A request may instead give a *rider* (the session read) to `withFirstRead`; the
 * client every database handle is made with (`carryingFirstRead`, db/client) then puts the rider's statement in
 * front of the request's first batch or statement, and hands the rider its answer (`settle`) before the request
 * sees any of its own results: a rider that refuses (throws) fails that statement, and what was read with it is
 * never given out.
 *
 * Nothing is written for a refused request. When the first batch may write, the rider's *guard* goes in front of
 * it too: a statement that fails exactly when the rider would refuse, so the batch's transaction (a libSQL batch
 * is one) rolls back; a batch that fails runs the rider alone, and its refusal is the answer. A rider without a
 * guard, a transaction and a migration wait for the rider to run alone first. "Only reads" is decided from the
 * SQL: every statement starts with SELECT (drizzle's reads all do). What leaves the process some other way waits
 * for the rider (`afterFirstRead`), and when the request is done the rider is settled in any case
 * (`withFirstRead`), so a request that touched nothing (or failed first) is still checked before it is answered.
 *
 * The request is found with AsyncLocalStorage (Node, and workerd with `nodejs_compat`): statements run outside a
 * request with a rider pass through untouched.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Client, InArgs, InStatement, ResultSet, TransactionMode } from '@libsql/client';

export interface Rider {
  /** A read, run in front of the request's first read (or alone). */
  readonly statement: InStatement;
  /**
   * A statement that fails (an SQL error) exactly when `settle` would refuse: in front of a batch that writes, it
   * makes the batch's transaction roll back, so nothing is written for a refused request. Without one, a write
   * waits for the rider to run alone.
   */
  readonly guard?: InStatement;
  /** What the rider's answer means: throws to refuse the request. Synchronous and writes nothing. */
  settle(answer: ResultSet): void;
}

class FirstRead {
  /** The rider's outcome once it has run (with a read or alone). */
  outcome: Promise<void> | undefined;

  constructor(
    readonly rider: Rider,
    readonly base: Client,
  ) {}

  /** `statements` (reads only) with the rider in front when it has not run yet; their results once it settled. */
  async readWith(statements: InStatement[], mode?: TransactionMode): Promise<ResultSet[]> {
    if (this.outcome) {
      await this.outcome;
      return this.base.batch(statements, mode);
    }
    const answers = this.base.batch([this.rider.statement, ...statements], mode);
    this.outcome = answers.then(([first]) => this.rider.settle(first!));
    await this.outcome;
    return (await answers).slice(1);
  }

  /**
   * `statements` (which may write) with the rider and its guard in front when it has not run yet: one
   * transaction, rolled back by the guard for a refused request. A batch that fails runs the rider alone (its
   * refusal wins over the batch's error).
   */
  async writeWith(statements: InStatement[], mode?: TransactionMode): Promise<ResultSet[]> {
    const guard = this.rider.guard;
    if (this.outcome || !guard) {
      await this.settled();
      return this.base.batch(statements, mode);
    }
    let failure: { error: unknown } | undefined;
    const answers = this.base.batch([this.rider.statement, guard, ...statements], mode).catch((error) => {
      failure = { error };
      return undefined;
    });
    this.outcome = answers.then((results) => {
      if (results) return this.rider.settle(results[0]!);
      return this.base.execute(this.rider.statement).then((answer) => this.rider.settle(answer));
    });
    await this.outcome;
    const results = await answers;
    if (!results) throw failure!.error;
    return results.slice(2);
  }

  /** The rider's outcome, running it alone when no read has carried it. */
  settled(): Promise<void> {
    this.outcome ??= this.base.execute(this.rider.statement).then((answer) => this.rider.settle(answer));
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
  const read = new FirstRead(rider, bases.get(client) ?? client);
  let outcome: { value: T } | { error: unknown };
  try {
    outcome = { value: await requests.run(read, fn) };
  } catch (error) {
    outcome = { error };
  }
  await read.settled();
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/**
 * `service` with every method named in `methods` waiting for the current request's rider first (run alone when no
 * read carried it): what goes outside the database (a model call, a mail, an event stream) is never done for a
 * request the rider refuses. Outside a request with a rider the methods run at once.
 */
export function afterFirstRead<T extends object>(service: T, methods: readonly (keyof T & string)[]): T {
  const waiting = new Map<string | symbol, unknown>();
  for (const name of methods) {
    waiting.set(name, async (...args: unknown[]) => {
      const current = requests.getStore();
      if (current) await current.settled();
      // Looked up at each call: a method replaced later (a test's spy) is the one called.
      return (service[name] as (...args: unknown[]) => Promise<unknown>).apply(service, args);
    });
  }
  return new Proxy(service, {
    get(target, prop) {
      return waiting.has(prop) ? waiting.get(prop) : Reflect.get(target, prop, target);
    },
  });
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
      if (current) await current.settled();
      return (base[name] as (...a: unknown[]) => unknown).apply(base, args);
    };
  const methods: Partial<Record<keyof Client, unknown>> = {
    async batch(statements: Array<InStatement | [string, InArgs?]>, mode?: TransactionMode) {
      const current = requests.getStore();
      if (!current) return base.batch(statements, mode);
      if (statements.length > 0 && statements.every((s) => READ.test(sqlOf(s))))
        return current.readWith(statements.map(asStatement), mode);
      return current.writeWith(statements.map(asStatement), mode);
    },
    async execute(statement: InStatement, args?: InArgs) {
      const stmt: InStatement =
        typeof statement === 'string' && args !== undefined ? { sql: statement, args } : statement;
      const current = requests.getStore();
      if (!current) return base.execute(stmt);
      const [answer] = READ.test(sqlOf(stmt))
        ? await current.readWith([stmt])
        : await current.writeWith([stmt]);
      return answer!;
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
