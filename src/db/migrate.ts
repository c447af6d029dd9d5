import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { postgresErrorCode } from './errors';
import { type DatabaseHandle, type Executor, rowsOf } from './client';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'src/db/migrations');
/** Any constant: serialises migrations of several processes starting against one server. */
const MIGRATION_LOCK_KEY = 741_201;

const UNDEFINED_TABLE = '42P01';

/** When the newest applied migration was made (drizzle's order key); 0 when none is. */
async function latestAppliedMillis(db: Executor): Promise<number> {
  try {
    const [latest] = rowsOf<{ created_at: string }>(
      await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
    );
    return latest ? Number(latest.created_at) : 0;
  } catch (err) {
    if (postgresErrorCode(err) === UNDEFINED_TABLE) return 0;
    throw err;
  }
}

/** Names (file names without .sql) of the committed migrations the database does not have yet. */
export async function pendingMigrations({ db }: DatabaseHandle): Promise<string[]> {
  const last = await latestAppliedMillis(db);
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}

/**
 * For a process of a deployment with several: migrations are a step of the release (`npm run db:migrate`, once),
 * never of each process's start, so a process on a database that is behind its code refuses to serve.
 */
export async function assertMigrated(handle: DatabaseHandle): Promise<void> {
  const pending = await pendingMigrations(handle);
  if (pending.length) {
    throw new Error(
      `The database is behind this release: ${pending.length} migration(s) not applied (${pending.join(', ')}). ` +
        'Run `npm run db:migrate` once with this DATABASE_URL, then start the app processes.',
    );
  }
}

/** Applies the committed drizzle-kit migrations that the database does not have yet. */
export async function migrateDatabase({ db }: DatabaseHandle): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const last = await latestAppliedMillis(tx);
    for (const migration of migrations) {
      if (migration.folderMillis <= last) continue;
      for (const statement of migration.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}
