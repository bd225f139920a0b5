/**
 * The embedded file's statement cache (db/statement-cache): a repeated statement is compiled once and gives the
 * right rows for new arguments, a failed batch still rolls back, and a schema change is never answered with a
 * statement compiled before it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open.js';
import { statementStats } from '../../src/db/statement-cache.js';

let dir: string;
let client: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mynd-stmt-'));
  ({ client } = await openDatabase(`file:${join(dir, 'db.sqlite')}`));
  await client.execute('create table notes (id integer primary key, body text)');
  await client.batch(
    [1, 2, 3].map((id) => ({ sql: 'insert into notes (id, body) values (?, ?)', args: [id, `note ${id}`] })),
    'write',
  );
});
afterAll(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

const bodies = async (sql: string, args: number[] = []) =>
  (await client.execute({ sql, args })).rows.map((r) => ({ ...r }));

describe('statement cache on the embedded file', () => {
  it('compiles a repeated statement once and binds each call’s arguments', async () => {
    const sql = 'select body from notes where id >= ? order by id';
    expect(await bodies(sql, [3])).toEqual([{ body: 'note 3' }]);
    const before = { ...statementStats };
    expect(await bodies(sql, [2])).toEqual([{ body: 'note 2' }, { body: 'note 3' }]);
    expect(await bodies(sql, [1])).toHaveLength(3);
    expect(statementStats.compiled).toBe(before.compiled);
    expect(statementStats.reused).toBe(before.reused + 2);
  });

  it('rolls a failed batch back with cached statements', async () => {
    const insert = 'insert into notes (id, body) values (?, ?)';
    await expect(
      client.batch(
        [
          { sql: insert, args: [10, 'kept?'] },
          { sql: insert, args: [1, 'duplicate id'] },
        ],
        'write',
      ),
    ).rejects.toThrow();
    expect(await bodies('select body from notes where id = ?', [10])).toEqual([]);
  });

  it('never answers after a schema change with a statement compiled before it', async () => {
    const all = 'select * from notes where id = ?';
    expect(await bodies(all, [1])).toEqual([{ id: 1, body: 'note 1' }]);
    await client.execute("alter table notes add column tag text default 'Life'");
    expect(await bodies(all, [1])).toEqual([{ id: 1, body: 'note 1', tag: 'Life' }]);
    await client.executeMultiple('alter table notes add column done integer default 0;');
    expect(await bodies(all, [1])).toEqual([{ id: 1, body: 'note 1', tag: 'Life', done: 0 }]);
  });
});
