import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { appSecrets } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from './databases';

const names = async (db: Database) => (await db.select({ name: appSecrets.name }).from(appSecrets).where(sql`${appSecrets.name} like 'fresh-%'`)).map((row) => row.name);

describeEachDatabase('freshDatabaseEach', (database) => {
  const handle = freshDatabaseEach(database);
  // Read while the suite is collected, before any hook ran.
  const tooEarly = (() => {
    try {
      return handle.db;
    } catch (err) {
      return err;
    }
  })();
  let first: Database | undefined;

  it('opens a migrated database for a test', async () => {
    first = handle.db;
    expect(handle.dialect).toBe(database.dialect);
    await handle.db.insert(appSecrets).values({ name: 'fresh-eins', value: 'x' });
    expect(await names(handle.db)).toEqual(['fresh-eins']);
  });

  it('gives the next test a database of its own', async () => {
    expect(handle.db).not.toBe(first);
    expect(await names(handle.db)).toEqual([]);
  });

  it('refuses use outside its tests', () => {
    expect(tooEarly).toEqual(new Error('The test database is open only while its tests run.'));
  });
});
