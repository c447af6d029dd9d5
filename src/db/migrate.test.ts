import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { rowsOf } from './client';
import { expect, it } from 'vitest';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { fromPglite } from './client';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { assertMigrated, migrateDatabase, pendingMigrations } from './migrate';

/**
 * What the product leaves to the database, by name: each of these decides a race that application code must not
 * (two companies pressing one call slot, a fourth ad in a city's month, two acceptances of one offer, a gap in the
 * invoice numbers, two waiting bookings of one address) or keeps a frozen record frozen.
 */
const CONSTRAINTS = [
  ['calls', 'calls_planner_no_overlap', 'x'],
  ['ad_slot_holds', 'ad_slot_holds_pkey', 'p'],
  ['invoice_counters', 'invoice_counters_pkey', 'p'],
  ['invoices', 'invoices_number_key', 'u'],
] as const;
const UNIQUE_INDEXES = [
  ['offer_acceptances', 'offer_acceptances_offer_id_key'],
  ['ad_bookings', 'ad_bookings_one_unconfirmed_per_email_key'],
  ['calls', 'calls_one_booked_per_request_key'],
] as const;
const TRIGGERS = [
  ['invoices', 'invoices_frozen'],
  ['invoice_events', 'invoice_events_frozen'],
  ['offer_versions', 'offer_versions_frozen'],
  ['offer_acceptances', 'offer_acceptances_frozen'],
] as const;

describeEachDatabase('migrations per release', (database) => {
  const handle = freshDatabaseEach(database);

  it('create every constraint, unique index and trigger the product relies on', async () => {
    const constraints = rowsOf<{ table: string; name: string; type: string }>(
      await handle.db.execute(sql`select conrelid::regclass::text as table, conname as name, contype::text as type from pg_constraint where connamespace = 'public'::regnamespace`),
    );
    for (const [table, name, type] of CONSTRAINTS) expect(constraints, name).toContainEqual({ table, name, type });
    const indexes = rowsOf<{ table: string; name: string; definition: string }>(
      await handle.db.execute(sql`select tablename as table, indexname as name, indexdef as definition from pg_indexes where schemaname = 'public'`),
    );
    for (const [table, name] of UNIQUE_INDEXES) expect(indexes.find((index) => index.name === name && index.table === table)?.definition, name).toMatch(/^CREATE UNIQUE INDEX/);
    const triggers = rowsOf<{ table: string; name: string }>(
      await handle.db.execute(sql`select tgrelid::regclass::text as table, tgname as name from pg_trigger where not tgisinternal`),
    );
    for (const [table, name] of TRIGGERS) expect(triggers, name).toContainEqual({ table, name });
  });

  it('lets a process on a migrated database serve', async () => {
    expect(await pendingMigrations(handle)).toEqual([]);
    await expect(assertMigrated(handle)).resolves.toBeUndefined();
  });

  it('refuses a database behind the code, naming the missing migrations and npm run db:migrate', async () => {
    await handle.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    expect(await pendingMigrations(handle)).toEqual([LATEST_MIGRATION]);
    await expect(assertMigrated(handle)).rejects.toThrow(new RegExp(`1 migration\\(s\\) not applied \\(${LATEST_MIGRATION}\\).*npm run db:migrate`));
  });
}, DATABASE_DECIDES);

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
