import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { fromPglite } from './client';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { assertMigrated, migrateDatabase, pendingMigrations } from './migrate';

describeEachDatabase('migrations per release', (database) => {
  const handle = freshDatabaseEach(database);

  it('lets a process on a migrated database serve', async () => {
    expect(await pendingMigrations(handle)).toEqual([]);
    await expect(assertMigrated(handle)).resolves.toBeUndefined();
  });

  it('refuses a database behind the code, naming the missing migrations and npm run db:migrate', async () => {
    await handle.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    expect(await pendingMigrations(handle)).toEqual([LATEST_MIGRATION]);
    await expect(assertMigrated(handle)).rejects.toThrow(new RegExp(`1 migration\\(s\\) not applied \\(${LATEST_MIGRATION}\\).*npm run db:migrate`));
  });
});

/** The newest committed migration, from drizzle-kit's journal. */
const LATEST_MIGRATION: string = JSON.parse(readFileSync('src/db/migrations/meta/_journal.json', 'utf8')).entries.at(-1).tag;

it('counts every migration as pending on a database never migrated, and none after migrating', async () => {
  const handle = fromPglite(new PGlite({ extensions: PGLITE_EXTENSIONS }));
  try {
    expect((await pendingMigrations(handle))[0]).toBe('0000_init');
    await migrateDatabase(handle);
    expect(await pendingMigrations(handle)).toEqual([]);
  } finally {
    await handle.close();
  }
});
