import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type DatabaseHandle, rowsOf } from './client';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'src/db/migrations');
/** Any constant: serialises migrations of several processes starting against one server. */
const MIGRATION_LOCK_KEY = 741_201;

/** Applies the committed drizzle-kit migrations that the database does not have yet. */
export async function migrateDatabase({ db }: DatabaseHandle): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const [latest] = rowsOf<{ created_at: string }>(
      await tx.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
    );
    const last = latest ? Number(latest.created_at) : 0;
    for (const migration of migrations) {
      if (migration.folderMillis <= last) continue;
      for (const statement of migration.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}
