import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject } from 'vitest';
import { type DatabaseHandle, fromPglite, fromPostgres, rowsOf } from '@/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '@/db/migrate';
import { PgliteThread } from '@/db/pglite-thread';
import { PGLITE_TEMPLATE_FILE, pgliteTemplateDump } from './pglite-template';

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh PGlite database in its own thread, as the server runs it: loaded from the dump of one migrated
 * template (initdb and the migrations cost seconds, loading a dump about half of one).
 */
async function freshPglite(): Promise<DatabaseHandle> {
  pgliteTemplate ??= (async () => {
    const file = inject(PGLITE_TEMPLATE_FILE);
    return file ? new Blob([readFileSync(file)]) : pgliteTemplateDump();
  })();
  return fromPglite(new PgliteThread({ loadDataDir: await pgliteTemplate }));
}

/**
 * Empties a database back to what the migrations left in it: every table emptied and every serial restarted, then
 * the rows the migrations wrote put back. Deleting with the foreign keys' triggers off (a superuser's replication
 * role) costs milliseconds on both engines, where truncating 50 tables costs half a second on PostgreSQL (a new
 * file per table) and copying the template a quarter of one: so each engine opens one database per suite.
 */
async function resetToMigrated(handle: DatabaseHandle, seeded: SeededRows): Promise<void> {
  const tables = await publicTables(handle);
  const sequences = rowsOf<{ name: string }>(await handle.db.execute(sql`select sequencename as name from pg_sequences where schemaname = 'public'`));
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const name of tables) await tx.execute(sql`delete from ${sql.identifier(name)}`);
    for (const { name } of sequences) await tx.execute(sql`alter sequence ${sql.identifier(name)} restart`);
    for (const [table, rows] of Object.entries(seeded)) {
      await tx.execute(sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`);
    }
  });
}

type SeededRows = Record<string, unknown[]>;

/** The tables of the schema the migrations made (and any a test made beside them). */
async function publicTables(handle: DatabaseHandle): Promise<string[]> {
  return rowsOf<{ name: string }>(await handle.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`)).map((row) => row.name);
}

/** The rows the migrations wrote (e.g. the call settings' one row), by table, read from a just-migrated database. */
async function seededRows(handle: DatabaseHandle): Promise<SeededRows> {
  const seeded: SeededRows = {};
  for (const name of await publicTables(handle)) {
    const [{ rows }] = rowsOf<{ rows: unknown[] | null }>(await handle.db.execute(sql`select json_agg(t) as rows from ${sql.identifier(name)} t`));
    if (rows) seeded[name] = rows;
  }
  return seeded;
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

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The migrations' content: a template database is named by its hash, so a changed schema gets a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    if (/\.(sql|json)$/.test(file)) hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated database on the server to copy test databases from (CREATE DATABASE … TEMPLATE copies files, where
 * migrating anew costs a second or more). Made once per schema under an advisory lock, since several test
 * workers start at once, and kept for the next run; a template of an older schema is dropped.
 */
function templateDatabase(serverUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `wf_template_${migrationsHash()}`;
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock(4711001)');
      const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'wf\\_template\\_%'");
      for (const { datname } of rows.filter((row) => row.datname !== name)) await client.query(`drop database if exists ${datname}`).catch(() => undefined);
      if (!rows.some((row) => row.datname === name)) {
        const building = `${name}_${randomBytes(4).toString('hex')}`;
        await client.query(`create database ${building}`);
        const handle = fromPostgres(withDatabase(serverUrl, building), 2);
        await migrateDatabase(handle);
        await handle.close();
        await client.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await client.query('select pg_advisory_unlock(4711001)').catch(() => undefined);
      await client.end();
    }
    return name;
  })();
  return postgresTemplate;
}

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server, copied from the migrated template, dropped on close. */
async function freshPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `wf_test_${randomBytes(6).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, `create database ${name} template ${await templateDatabase(serverUrl)}`);
      break;
    } catch (err) {
      const code = (err as { code?: string }).code;
      // 55006: another session is copying the template at this moment. 3D000: a run of another schema on the same
      // server (a second checkout) dropped ours as outdated; it is made again.
      if ((code !== '55006' && code !== '3D000') || attempt === 20) throw err;
      if (code === '3D000') postgresTemplate = undefined;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
  const handle = fromPostgres(withDatabase(serverUrl, name), 20);
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
  /** Makes a database it opened as the migrations left it. */
  reset(handle: DatabaseHandle): Promise<void>;
}

/**
 * An engine's test databases: a new one costs about 550 ms on PGlite (a thread, the dump loaded) and 250 ms on
 * PostgreSQL (a copy of the template, dropped after), emptying one a few milliseconds, so a suite keeps one.
 */
function engine(dialect: TestDatabase['dialect'], openFresh: () => Promise<DatabaseHandle>): TestDatabase {
  let seeded: Promise<SeededRows> | undefined;
  return {
    dialect,
    async open() {
      const handle = await openFresh();
      seeded ??= seededRows(handle);
      await seeded;
      return handle;
    },
    async reset(handle) {
      await resetToMigrated(handle, await seeded!);
    },
  };
}

export const TEST_DATABASES: TestDatabase[] = [
  engine('pglite', freshPglite),
  ...(process.env.TEST_DATABASE_URL ? [engine('postgres', () => freshPostgres(process.env.TEST_DATABASE_URL!))] : []),
];

/**
 * Marks a test (or, given to describeEachDatabase, a suite) whose outcome the engine decides rather than our code:
 * sessions at once (locks, unique indexes, the claim of a job), a transaction's rollback (PGlite has one session, so a
 * write that escaped its transaction is rolled back there all the same), triggers, migrations and dumps.
 */
export const DATABASE_DECIDES = { tags: ['database'] };

/**
 * Runs a suite on PGlite, the engine of `npm start`, and, when TEST_DATABASE_URL is set, its tests marked
 * DATABASE_DECIDES on PostgreSQL as well (`npm run test:unit` filters the others out of the `postgres` suites): the rest
 * asks the same SQL of the same PostgreSQL, only in another build.
 */
export function describeEachDatabase(name: string, suite: (database: TestDatabase) => void, options: { tags?: string[] } = {}) {
  for (const database of TEST_DATABASES) {
    describe(`${name} [${database.dialect}]`, { tags: [...(options.tags ?? []), ...(database.dialect === 'postgres' ? ['postgres'] : [])] }, () => suite(database));
  }
}

const appGlobals = globalThis as typeof globalThis & { __databaseHandle?: Promise<DatabaseHandle>; __auth?: unknown };

type Hook = (fn: () => Promise<void>) => void;

const CLOSED = 'The test database is open only while its tests run.';

/** Stands for the database open at the moment (`current`), and refuses use while none is. */
function handleOf(current: () => DatabaseHandle | undefined): DatabaseHandle {
  const opened = () => {
    const handle = current();
    if (!handle) throw new Error(CLOSED);
    return handle;
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

/** A database opened by one hook and closed by its counterpart (a new one for each test with beforeEach). */
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
  return handleOf(() => current);
}

/**
 * A database as the migrations left it for each test of the suite (the hooks every database test needs): one for
 * the suite, emptied before each test.
 */
export function freshDatabaseEach(database: TestDatabase): DatabaseHandle {
  let suiteDatabase: DatabaseHandle | undefined;
  let current: DatabaseHandle | undefined;
  beforeAll(async () => {
    suiteDatabase = await database.open();
  });
  afterAll(async () => {
    await suiteDatabase?.close();
    suiteDatabase = undefined;
  });
  beforeEach(async () => {
    await database.reset(suiteDatabase!);
    current = suiteDatabase;
  });
  afterEach(() => {
    current = undefined;
  });
  return handleOf(() => current);
}

/**
 * For tests of server actions: opens a fresh database before the suite's tests and makes it the one the app's
 * code (getDb, getAuth) uses, closing it after them. Its `db` is for the test's own reads and writes.
 */
export function appDatabaseFor(database: TestDatabase): DatabaseHandle {
  return databaseAround(database, beforeAll, afterAll, { asAppDatabase: true });
}
