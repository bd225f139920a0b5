/** A rider goes in front of a request's first read, settles before any result is given, and guards every write. */
import { createClient, type ResultSet } from '@libsql/client';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { carryingFirstRead, type Rider, withFirstRead } from './first-read.js';
import { countRoundTrips } from './round-trips.js';

const base = createClient({ url: ':memory:' });
const { client: counted, log } = countRoundTrips(base);
const client = carryingFirstRead(counted);
afterAll(() => base.close());

beforeEach(async () => {
  await base.executeMultiple(
    'drop table if exists t; create table t (x integer); insert into t values (1), (2); drop table if exists ok; create table ok (v integer); insert into ok values (1);',
  );
  log.reset();
});

/** A rider reading `ok.v`: refuses (throws) when it is 0. */
function rider(): Rider & { answers: number } {
  const r = {
    answers: 0,
    statement: 'select v from ok',
    settle(answer: ResultSet) {
      r.answers += 1;
      if (Number(answer.rows[0]?.v) !== 1) throw new Error('refused');
    },
  };
  return r;
}

const count = async () => Number((await base.execute('select count(*) as n from t')).rows[0]?.n);

describe('carryingFirstRead', () => {
  it('puts the rider in front of the first read: one round trip, the read’s own results', async () => {
    const r = rider();
    const rows = await withFirstRead(client, r, async () => {
      const [first] = await client.batch(['select x from t order by x'], 'read');
      const again = await client.execute('select count(*) as n from t');
      return [first!.rows.map((row) => row.x), again.rows[0]?.n];
    });
    expect(rows).toEqual([[1, 2], 2]);
    expect(r.answers).toBe(1);
    expect(log.calls).toEqual(['batch(2)', 'batch(1)']);
  });

  it('gives no result of a read whose rider refuses', async () => {
    await base.execute('update ok set v = 0');
    const run = withFirstRead(client, rider(), () => client.execute('select x from t'));
    await expect(run).rejects.toThrow('refused');
  });

  it('carries the rider and its guard in front of a write: one round trip, rolled back when refused', async () => {
    const guarded = () =>
      Object.assign(rider(), {
        guard: "select json(case when (select v from ok) = 1 then '1' else 'refused' end)",
      });
    const r = guarded();
    const [inserted, read] = await withFirstRead(client, r, () =>
      client.batch(['insert into t values (5)', 'select count(*) as n from t']),
    );
    expect([inserted!.rowsAffected, read!.rows[0]?.n]).toEqual([1, 3]);
    expect(r.answers).toBe(1);
    expect(log.calls).toEqual(['batch(4)']);
    // A batch failing for its own reason: the rider runs alone, then the batch's error is the answer.
    await expect(
      withFirstRead(client, guarded(), () =>
        client.batch(['insert into t values (6)', 'insert into nowhere values (1)']),
      ),
    ).rejects.toThrow(/nowhere/);
    await base.execute('update ok set v = 0');
    const refused = guarded();
    await expect(
      withFirstRead(client, refused, () => client.execute('insert into t values (7)')),
    ).rejects.toThrow('refused');
    expect(await count()).toBe(3);
  });

  it('runs the rider alone before a write, and writes nothing when it refuses', async () => {
    const r = rider();
    await withFirstRead(client, r, () => client.execute('insert into t values (3)'));
    expect(log.calls).toEqual(['execute: select v from ok', 'batch(1)']);
    expect(await count()).toBe(3);
    await base.execute('update ok set v = 0');
    const writes = withFirstRead(client, rider(), async () => {
      await client.batch(['select x from t', 'delete from t']);
    });
    await expect(writes).rejects.toThrow('refused');
    const tx = withFirstRead(client, rider(), () => client.transaction('write'));
    await expect(tx).rejects.toThrow('refused');
    expect(await count()).toBe(3);
  });

  it('checks a request that read nothing, or failed, when it ends: the refusal wins', async () => {
    const r = rider();
    expect(await withFirstRead(client, r, async () => 'answer')).toBe('answer');
    expect(r.answers).toBe(1);
    expect(log.count).toBe(1);
    await expect(
      withFirstRead(client, rider(), async () => {
        throw new Error('the route failed');
      }),
    ).rejects.toThrow('the route failed');
    await base.execute('update ok set v = 0');
    await expect(withFirstRead(client, rider(), async () => 'made for nobody')).rejects.toThrow('refused');
    await expect(
      withFirstRead(client, rider(), async () => {
        throw new Error('the route failed');
      }),
    ).rejects.toThrow('refused');
  });

  it('lets reads sent together wait for the one that carries the rider', async () => {
    const r = rider();
    const [a, b] = await withFirstRead(client, r, () =>
      Promise.all([client.execute('select 1 as n'), client.execute('select 2 as n')]),
    );
    expect([a.rows[0]?.n, b.rows[0]?.n]).toEqual([1, 2]);
    expect(r.answers).toBe(1);
    expect(log.count).toBe(2);
  });

  it('passes everything through outside a request with a rider', async () => {
    await client.execute('insert into t values (4)');
    expect(log.calls).toEqual(['execute: insert into t values (4)']);
  });
});
