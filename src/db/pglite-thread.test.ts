import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { PgliteThread } from './pglite-thread';

describe('PGlite in a worker thread', () => {
  // One database for the file (a fresh one costs seconds); the last test closes it.
  let db: PgliteThread;
  beforeAll(async () => {
    db = new PgliteThread();
    await db.query('create table items (id int primary key, name text not null, at timestamptz)');
  });
  beforeEach(async () => {
    await db.query('delete from items');
  });

  it('loads every extension the schema needs, as the other PGlite openers do', async () => {
    for (const name of Object.keys(PGLITE_EXTENSIONS)) await db.query(`create extension if not exists ${name}`);
    const { rows } = await db.query('select extname from pg_extension order by 1', [], { rowMode: 'object' });
    expect(rows).toEqual(expect.arrayContaining(Object.keys(PGLITE_EXTENSIONS).map((extname) => ({ extname }))));
  });

  it('answers queries in both row modes, with timestamps as text for drizzle', async () => {
    await db.query('insert into items values ($1, $2, $3)', [1, 'Glühwein', '2026-12-04T18:30:00Z']);
    const objects = await db.query('select id, name, at from items', [], { rowMode: 'object' });
    expect(objects.rows).toEqual([{ id: 1, name: 'Glühwein', at: '2026-12-04 18:30:00+00' }]);
    const arrays = await db.query('select id, name from items', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'Glühwein']]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'name']);
  });

  it('keeps the PostgreSQL error code and details', async () => {
    await db.query('insert into items values (1, $1)', ['a']);
    await expect(db.query('insert into items values (1, $1)', ['b'])).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' });
  });

  it('commits a transaction, rolls back a failed one, and makes other queries wait for it', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into items values (1, $1)', ['kept']);
    });
    let outsideDone = false;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into items values (2, $1)', ['dropped']);
        const outside = db.query('select count(*)::int as n from items').then((result) => {
          outsideDone = true;
          return result;
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(outsideDone).toBe(false);
        void outside;
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await db.query('select name from items order by id', [], { rowMode: 'array' })).rows).toEqual([['kept']]);
    expect(outsideDone).toBe(true);
  });

  it('refuses queries after it was closed', async () => {
    await db.close();
    await expect(db.query('select 1')).rejects.toThrow('The database thread has stopped.');
  });
});
