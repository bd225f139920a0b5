/** The counting client counts what Turso over HTTP would see as requests. */
import { createClient } from '@libsql/client';
import { afterAll, expect, it } from 'vitest';
import { countRoundTrips } from './round-trips.js';

const base = createClient({ url: ':memory:' });
afterAll(() => base.close());

it('counts execute, batch and every statement of an interactive transaction', async () => {
  const { client, log } = countRoundTrips(base);
  await client.execute('create table t (x integer)');
  await client.batch(['insert into t values (1)', 'insert into t values (2)'], 'write');
  expect(log.count).toBe(2);
  expect(log.calls).toEqual(['execute: create table t (x integer)', 'batch(2)']);
  log.reset();
  const tx = await client.transaction('write');
  await tx.execute('insert into t values (3)');
  await tx.execute('select count(*) from t');
  await tx.commit();
  expect(log.count).toBe(3);
  expect((await client.execute('select count(*) as n from t')).rows[0]?.n).toBe(3);
  expect(log.count).toBe(4);
});
