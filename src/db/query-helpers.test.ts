import { asc, desc, gt, like, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '@/test/databases';
import type { DatabaseHandle } from './client';
import { keysetBatches, likeContaining, paginate } from './query-helpers';

describe('likeContaining', () => {
  it('searches for wildcards as typed', () => {
    expect(likeContaining('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

// A table of the tests' own: ten rows whose times differ by microseconds only, three of them at the very same time.
const items = pgTable('query_helper_items', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

const ids = Array.from({ length: 10 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describeEachDatabase('paginate and keysetBatches', (database) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await database.open();
    await handle.db.execute(sql`create table query_helper_items (id uuid primary key, name text not null, position integer not null, at timestamptz not null)`);
    for (const [i, id] of ids.entries()) {
      const micros = i < 3 ? 0 : i;
      await handle.db.execute(sql`insert into query_helper_items values (${id}::uuid, ${`item ${i}`}, ${i}, '2026-11-23 12:00:00.000000+00'::timestamptz + make_interval(secs => ${micros} / 1000000.0))`);
    }
  });
  afterEach(async () => {
    await handle.close();
  });

  it('pages in the given order and counts every match', async () => {
    const names = async (page: number) => (await paginate(handle.db, items, { orderBy: [asc(items.position)], page, pageSize: 4 })).rows.map((row) => row.name);
    expect(await names(1)).toEqual(['item 0', 'item 1', 'item 2', 'item 3']);
    expect(await names(3)).toEqual(['item 8', 'item 9']);
    expect(await names(4)).toEqual([]);
    const filtered = await paginate(handle.db, items, { where: gt(items.position, 6), orderBy: [desc(items.position)], page: 1, pageSize: 2 });
    expect(filtered).toEqual({ rows: [expect.objectContaining({ name: 'item 9', position: 9 }), expect.objectContaining({ name: 'item 8' })], total: 3, pageCount: 2 });
    expect(await paginate(handle.db, items, { where: like(items.name, 'none%'), orderBy: [asc(items.id)], page: 1, pageSize: 2 })).toEqual({ rows: [], total: 0, pageCount: 1 });
  });

  it('reads every row once, in order, across batch borders that fall between microseconds and ties', async () => {
    const read = async (options: Parameters<typeof keysetBatches>[2]) => {
      const batches: string[][] = [];
      for await (const batch of keysetBatches(handle.db, items, options)) batches.push(batch.map((row) => row.name));
      return batches;
    };
    expect(await read({ keys: [items.at, items.id], order: 'desc', batchSize: 2 })).toEqual([
      ['item 9', 'item 8'],
      ['item 7', 'item 6'],
      ['item 5', 'item 4'],
      ['item 3', 'item 2'],
      ['item 1', 'item 0'],
    ]);
    expect(await read({ keys: [items.name], where: gt(items.position, 4), batchSize: 3 })).toEqual([
      ['item 5', 'item 6', 'item 7'],
      ['item 8', 'item 9'],
    ]);
    expect(await read({ keys: [items.id], batchSize: 5 })).toEqual([ids.slice(0, 5).map((_, i) => `item ${i}`), ids.slice(5).map((_, i) => `item ${i + 5}`)]);
    expect(await read({ keys: [items.id], where: like(items.name, 'none%') })).toEqual([]);
  });
});
