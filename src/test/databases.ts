import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import { type DatabaseHandle, fromPglite, fromPostgres } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { PGLITE_EXTENSIONS } from '@/db/pglite-extensions';
import { PgliteThread } from '@/db/pglite-thread';

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh PGlite database in its own thread, as the server runs it: loaded from the dump of one migrated
 * template (initdb costs seconds, loading a dump well under one).
 */
async function freshPglite(): Promise<DatabaseHandle> {
  pgliteTemplate ??= (async () => {
    const template = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
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

const appGlobals = globalThis as typeof globalThis & { __databaseHandle?: Promise<DatabaseHandle>; __auth?: unknown };

type Hook = (fn: () => Promise<void>) => void;

/**
 * A database opened by one hook and closed by its counterpart. The handle returned stands for the database open
 * at the moment (a new one for each test with beforeEach), and refuses use outside the hooks' span.
 */
function databaseAround(database: TestDatabase, open: Hook, close: Hook, { asAppDatabase = false } = {}): DatabaseHandle {
  let current: DatabaseHandle | undefined;
  // The app's auth is made on its database: a new app database needs it made anew (getAuth does that).
  const shareWithApp = (handle: DatabaseHandle | undefined) => {
    appGlobals.__databaseHandle = handle && Promise.resolve(handle);
    appGlobals.__auth = undefined;
  };
  open(async () => {
    current = await database.open();
    if (asAppDatabase) shareWithApp(current);
  });
  close(async () => {
    if (asAppDatabase) shareWithApp(undefined);
    await current?.close();
    current = undefined;
  });
  const opened = () => {
    if (!current) throw new Error('The test database is open only while its tests run.');
    return current;
  };
  return {
    get db() {
      return opened().db;
    },
    get dialect() {
      return opened().dialect;
    },
    get dumpDataDir() {
      return opened().dumpDataDir;
    },
    close: () => opened().close(),
  };
}

/** A fresh database for each test of the suite (the open and close hooks every database test needs). */
export function freshDatabaseEach(database: TestDatabase): DatabaseHandle {
  return databaseAround(database, beforeEach, afterEach);
}

/**
 * For tests of server actions: opens a fresh database before the suite's tests and makes it the one the app's
 * code (getDb, getAuth) uses, closing it after them. Its `db` is for the test's own reads and writes.
 */
export function appDatabaseFor(database: TestDatabase): DatabaseHandle {
  return databaseAround(database, beforeAll, afterAll, { asAppDatabase: true });
}
