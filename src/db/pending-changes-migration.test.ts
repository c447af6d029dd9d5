import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { type DatabaseHandle, fromPglite, fromPostgres, rowsOf } from './client';
import { MIGRATIONS_FOLDER, migrateDatabase, pendingMigrations } from './migrate';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { pendingChangePhotos, pendingChanges } from './schema';

// Migration 0024 puts the two approval flows' waiting changes (ad_edits; venue_profile_edits with their photos) into
// the one table of pending changes: a database migrated up to 0023 with changes waiting is migrated on, as a
// release does it (npm run db:migrate), and every waiting change is there afterwards, with its photos.

const BEFORE = '0023_capped_mails_per_recipient';

/** Applies the committed migrations up to and including `last`, recorded as migrateDatabase records them. */
async function migrateThrough({ db }: DatabaseHandle, last: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const tags = journal.entries.map((entry) => entry.tag);
  const through = tags.indexOf(last);
  expect(through).toBeGreaterThan(0);
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  for (const migration of migrations.slice(0, through + 1)) {
    for (const statement of migration.sql) if (statement.trim()) await db.execute(sql.raw(statement));
    await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`);
  }
}

const ids = {
  operator: 'operator-1',
  venue: '6f1c2c9e-0000-4000-8000-000000000001',
  otherVenue: '6f1c2c9e-0000-4000-8000-000000000002',
  ad: '6f1c2c9e-0000-4000-8000-000000000003',
  plainAd: '6f1c2c9e-0000-4000-8000-000000000004',
  hall: '6f1c2c9e-0000-4000-8000-000000000005',
  terrace: '6f1c2c9e-0000-4000-8000-000000000006',
  poster: '6f1c2c9e-0000-4000-8000-000000000007',
};

/** Changes waiting in the former tables: two profile changes (one with two photos), two ad changes (one with an image). */
async function waitInFormerTables({ db }: DatabaseHandle): Promise<void> {
  await db.execute(sql`insert into "user" (id, name, email, email_verified, role) values (${ids.operator}, 'Jan Hoffmann', 'jan@kesselhaus.test', true, 'partner')`);
  for (const [id, name] of [
    [ids.hall, 'halle'],
    [ids.terrace, 'terrasse'],
    [ids.poster, 'plakat'],
  ]) {
    await db.execute(sql`insert into stored_images (id, source_url, content_type, width, height, bytes) values (${id}, ${`https://bild.example/${name}.jpg`}, 'image/webp', 640, 480, ${Buffer.from(name)})`);
  }
  for (const [id, name] of [
    [ids.venue, 'Kesselhaus am Kanal'],
    [ids.otherVenue, 'Spreespeicher'],
  ]) {
    await db.execute(sql`insert into venues (id, name, city_id, city_name, address, capacity_seated, capacity_standing, types, partner_user_id) values (${id}, ${name}, 'berlin', 'Berlin', 'Am Kanal 1', 120, 250, array['eventlocation']::text[], ${ids.operator})`);
  }
  for (const id of [ids.ad, ids.plainAd]) {
    await db.execute(sql`insert into venue_ads (id, city_id, venue_name, description) values (${id}, 'bonn', 'Brauhaus am Dom', 'Kölsch und Sauerbraten.')`);
  }
  await db.execute(sql`
    insert into venue_profile_edits (venue_id, partner_user_id, description, included, directions, capacity_seated, capacity_standing, types, price_blocks, show_prices, created_at)
    values (${ids.venue}, ${ids.operator}, 'Backsteinhalle direkt am Landwehrkanal.', 'Technik', 'U1 Görlitzer Bahnhof', 120, 300, array['eventlocation', 'loft']::text[],
            '[{"text":"Winterbuffet","basis":"per_person","unitNetCents":1250,"vatRate":7}]'::jsonb, true, '2026-12-01T09:00:00Z'),
           (${ids.otherVenue}, ${ids.operator}, 'Speicher an der Spree.', '', '', 80, 0, array['loft']::text[], '[]'::jsonb, false, '2026-12-02T09:00:00Z')`);
  await db.execute(sql`
    insert into venue_profile_edit_photos (venue_id, position, source_url, image_id, alt)
    values (${ids.venue}, 0, 'upload:terrasse.jpg', ${ids.terrace}, 'Die Terrasse im Schnee'), (${ids.venue}, 1, 'https://bild.example/halle.jpg', ${ids.hall}, 'Die Halle')`);
  await db.execute(sql`
    insert into ad_edits (ad_id, description, image_url, image_id, website_url, partner_id, created_at)
    values (${ids.ad}, 'Jetzt mit Kegelbahn.', 'https://bild.example/plakat.jpg', ${ids.poster}, 'https://brauerei.test/feiern', ${ids.operator}, '2026-12-03T09:00:00Z'),
           (${ids.plainAd}, 'Ohne Bild.', null, null, null, ${ids.operator}, '2026-12-04T09:00:00Z')`);
}

async function keepsEveryWaitingChange(handle: DatabaseHandle): Promise<void> {
  await migrateThrough(handle, BEFORE);
  expect((await pendingMigrations(handle))[0]).toBe('0024_pending_changes');
  await waitInFormerTables(handle);
  await migrateDatabase(handle);
  expect(await pendingMigrations(handle)).toEqual([]);

  const changes = await handle.db.select().from(pendingChanges).orderBy(asc(pendingChanges.createdAt));
  expect(changes).toEqual([
    {
      id: expect.any(String),
      kind: 'profile',
      venueId: ids.venue,
      adId: null,
      partnerUserId: ids.operator,
      payload: {
        description: 'Backsteinhalle direkt am Landwehrkanal.',
        included: 'Technik',
        directions: 'U1 Görlitzer Bahnhof',
        capacitySeated: 120,
        capacityStanding: 300,
        types: ['eventlocation', 'loft'],
        priceBlocks: [{ text: 'Winterbuffet', basis: 'per_person', unitNetCents: 1250, vatRate: 7 }],
        showPrices: true,
      },
      createdAt: new Date('2026-12-01T09:00:00Z'),
    },
    {
      id: expect.any(String),
      kind: 'profile',
      venueId: ids.otherVenue,
      adId: null,
      partnerUserId: ids.operator,
      payload: { description: 'Speicher an der Spree.', included: '', directions: '', capacitySeated: 80, capacityStanding: 0, types: ['loft'], priceBlocks: [], showPrices: false },
      createdAt: new Date('2026-12-02T09:00:00Z'),
    },
    {
      id: expect.any(String),
      kind: 'ad',
      venueId: null,
      adId: ids.ad,
      partnerUserId: ids.operator,
      payload: { description: 'Jetzt mit Kegelbahn.', imageUrl: 'https://bild.example/plakat.jpg', websiteUrl: 'https://brauerei.test/feiern' },
      createdAt: new Date('2026-12-03T09:00:00Z'),
    },
    { id: expect.any(String), kind: 'ad', venueId: null, adId: ids.plainAd, partnerUserId: ids.operator, payload: { description: 'Ohne Bild.', imageUrl: null, websiteUrl: null }, createdAt: new Date('2026-12-04T09:00:00Z') },
  ]);
  const photos = await handle.db.select().from(pendingChangePhotos).orderBy(asc(pendingChangePhotos.imageId));
  const changeOf = (subject: string) => changes.find((change) => change.venueId === subject || change.adId === subject)!.id;
  expect(photos).toEqual([
    { changeId: changeOf(ids.venue), position: 1, sourceUrl: 'https://bild.example/halle.jpg', imageId: ids.hall, alt: 'Die Halle' },
    { changeId: changeOf(ids.venue), position: 0, sourceUrl: 'upload:terrasse.jpg', imageId: ids.terrace, alt: 'Die Terrasse im Schnee' },
    { changeId: changeOf(ids.ad), position: 0, sourceUrl: 'https://bild.example/plakat.jpg', imageId: ids.poster, alt: '' },
  ]);
  const former = await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename in ('ad_edits', 'venue_profile_edits', 'venue_profile_edit_photos')`);
  expect(rowsOf(former)).toEqual([]);
}

describe('migration 0024 (one table of pending changes)', () => {
  it('keeps every waiting ad and profile change with its photos [pglite]', async () => {
    const handle = fromPglite(new PGlite({ extensions: PGLITE_EXTENSIONS }));
    try {
      await keepsEveryWaitingChange(handle);
    } finally {
      await handle.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('keeps every waiting ad and profile change with its photos [postgres]', async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `wf_migration_${randomBytes(6).toString('hex')}`;
    const admin = async (query: string) => {
      const client = new Client({ connectionString: server });
      await client.connect();
      try {
        await client.query(query);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const handle = fromPostgres(url.toString(), 2);
    try {
      await keepsEveryWaitingChange(handle);
    } finally {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
});
