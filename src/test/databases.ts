import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type Database, type DatabaseHandle, fromPglite, fromPostgres } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { PgliteThread } from '@/db/pglite-thread';

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh PGlite database in its own thread, as the server runs it: loaded from the dump of one migrated
 * template (initdb costs seconds, loading a dump well under one).
 */
async function freshPglite(): Promise<DatabaseHandle> {
  pgliteTemplate ??= (async () => {
    const template = await PGlite.create();
    await migrateDatabase(fromPglite(template));
    const dump = await template.dumpDataDir('none');
    await template.close();
    return dump;
  })();
  return fromPglite(new PgliteThread({ loadDataDir: await pgliteTemplate }));
}

async function adminQuery(url: string, query: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server, migrated, dropped on close. */
async function freshPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `wf_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = fromPostgres(url.toString(), 20);
  await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestDatabase {
  dialect: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle>;
}

export const TEST_DATABASES: TestDatabase[] = [
  { dialect: 'pglite', open: freshPglite },
  ...(process.env.TEST_DATABASE_URL ? [{ dialect: 'postgres' as const, open: () => freshPostgres(process.env.TEST_DATABASE_URL!) }] : []),
];

/** Runs the same suite on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL. */
export function describeEachDatabase(name: string, suite: (database: TestDatabase) => void) {
  for (const database of TEST_DATABASES) describe(`${name} [${database.dialect}]`, () => suite(database));
}

const appGlobals = globalThis as typeof globalThis & { __databaseHandle?: Promise<DatabaseHandle> };

/**
 * For tests of server actions: opens a fresh database before the suite's tests and makes it the one the app's
 * code gets (getDb), closing it after them. Its `db` is for the test's own reads and writes.
 */
export function appDatabaseFor(database: TestDatabase): { readonly db: Database } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await database.open();
    appGlobals.__databaseHandle = Promise.resolve(handle);
  });
  afterAll(async () => {
    appGlobals.__databaseHandle = undefined;
    await handle?.close();
  });
  return {
    get db() {
      if (!handle) throw new Error('The test database is open only while the suite runs.');
      return handle.db;
    },
  };
}
