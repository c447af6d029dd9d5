import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** An ILIKE pattern that finds `text` anywhere; `%`, `_` and `\` typed by a person are searched for, not wildcards. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export interface Page<Row> {
  rows: Row[];
  /** How many rows match in all. */
  total: number;
  /** At least 1, so an empty list is page 1 of 1. */
  pageCount: number;
}

/** Page `page` (from 1) of a table's rows under `where`, in `orderBy` order: end it with a unique column, so pages never overlap. */
export async function paginate<T extends PgTable>(
  db: Executor,
  table: T,
  { where, orderBy, page, pageSize }: { where?: SQL; orderBy: readonly (PgColumn | SQL)[]; page: number; pageSize: number },
): Promise<Page<T['$inferSelect']>> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.$count(table, where),
  ]);
  return { rows: rows as T['$inferSelect'][], total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * Every row of a table under `where`, in batches along `keys` (together unique, all in one direction): each batch
 * starts after the last row of the one before (keyset pagination), so an export holds one batch at a time and
 * reads no row twice however deep it goes.
 */
export async function* keysetBatches<T extends PgTable>(
  db: Executor,
  table: T,
  { where, keys, order = 'asc', batchSize = 1000 }: { where?: SQL; keys: readonly [PgColumn, ...PgColumn[]]; order?: 'asc' | 'desc'; batchSize?: number },
): AsyncGenerator<T['$inferSelect'][]> {
  // The cursor holds the keys as the database writes them, read back in their own types: a timestamp keeps its
  // microseconds (a JavaScript Date would cut them, and the next batch would repeat rows).
  const cursorFields = Object.fromEntries(keys.map((key, i) => [`key${i}`, sql<string>`${key}::text`]));
  const keyRow = sql.join([...keys], sql`, `);
  let after: string[] | undefined;
  for (;;) {
    const cursor = after && sql.join(after.map((value, i) => sql`${value}::${sql.raw(keys[i].getSQLType())}`), sql`, `);
    const batch = (await db
      .select({ row: table as PgTable, ...cursorFields })
      .from(table as PgTable)
      .where(and(where, cursor && sql`(${keyRow}) ${sql.raw(order === 'asc' ? '>' : '<')} (${cursor})`))
      .orderBy(...keys.map(order === 'asc' ? asc : desc))
      .limit(batchSize)) as unknown as { row: T['$inferSelect']; [key: `key${number}`]: string }[];
    if (batch.length) yield batch.map(({ row }) => row);
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1];
    after = keys.map((_, i) => last[`key${i}`]);
  }
}
