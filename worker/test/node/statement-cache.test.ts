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

  it('reads a statement limited to one row as the same row (or none) and any other limit in full', async () => {
    const limited = 'select id, body from notes where id >= ? order by id limit ?';
    for (let round = 0; round < 2; round++) {
      expect(await bodies(limited, [2, 1])).toEqual([{ id: 2, body: 'note 2' }]);
      expect(await bodies(limited, [2, 2])).toEqual([
        { id: 2, body: 'note 2' },
        { id: 3, body: 'note 3' },
      ]);
      expect(await bodies(limited, [9, 1])).toEqual([]);
      expect(await bodies('select body from notes order by id desc limit 1')).toEqual([{ body: 'note 3' }]);
      expect(await bodies('select count(*) as n from notes limit 1')).toEqual([{ n: 3 }]);
    }
  });

  it('runs statements that return no rows again and again (their raw mode is refused each time)', async () => {
    const update = 'update notes set body = ? where id = ?';
    for (let round = 0; round < 3; round++) {
      const result = await client.execute({ sql: update, args: [`note 1 (${round})`, 1] });
      expect(result.rowsAffected).toBe(1);
      expect(result.rows).toEqual([]);
    }
    await client.execute({ sql: update, args: ['note 1', 1] });
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
