import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { appSecrets, blogCategories, callSettings } from '@/db/schema';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from './databases';

const category = async (db: Database) => (await db.insert(blogCategories).values({ name: 'Feiern', slug: 'feiern' }).returning({ id: blogCategories.id }))[0].id;
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
  it('opens a migrated database for a test', async () => {
    expect(handle.dialect).toBe(database.dialect);
    await handle.db.insert(appSecrets).values({ name: 'fresh-eins', value: 'x' });
    expect(await names(handle.db)).toEqual(['fresh-eins']);
    expect(await category(handle.db)).toBe(1);
    await handle.db.update(callSettings).set({ callMinutes: 30 });
  });

  it('gives the next test the database as the migrations left it', async () => {
    expect(await names(handle.db)).toEqual([]);
    // The row the migrations wrote is there again, and serials start anew.
    expect(await handle.db.select({ callMinutes: callSettings.callMinutes }).from(callSettings)).toEqual([{ callMinutes: 15 }]);
    expect(await category(handle.db)).toBe(1);
  });

  it('refuses use outside its tests', () => {
    expect(tooEarly).toEqual(new Error('The test database is open only while its tests run.'));
  });
}, DATABASE_DECIDES);
