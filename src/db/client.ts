import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  dialect: 'pglite' | 'postgres';
  /** The embedded database's folder as a gzip-compressed tar (a backup); PostgreSQL is backed up with pg_dump. */
  dumpDataDir?: () => Promise<Uint8Array>;
  close(): Promise<void>;
}

export function fromPglite(client: PGlite | PgliteThread): DatabaseHandle {
  return {
    // PgliteThread offers the part of PGlite's API that drizzle calls.
    db: drizzlePglite({ client: client as PGlite, schema }) as unknown as Database,
    dialect: 'pglite',
    dumpDataDir: async () => {
      const dump = await client.dumpDataDir('gzip');
      return dump instanceof Uint8Array ? dump : new Uint8Array(await dump.arrayBuffer());
    },
    close: () => client.close(),
  };
}

export function fromPostgres(connectionString: string, max: number): DatabaseHandle {
  const pool = new Pool({ connectionString, max });
  // An idle connection the server closes (restart, failover) must not crash the process; the pool replaces it.
  pool.on('error', (err) => logger.warn({ err: err.message }, 'idle PostgreSQL connection closed'));
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    dialect: 'postgres',
    close: () => pool.end(),
  };
}

/** A killed process stays a zombie until its parent reaps it (for an orphan that can take long); it holds no files. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its data directory, and two processes on one directory corrupt it.
 * The lock file refuses a second live opener and takes over a lock whose process has died.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'pglite.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const owner = Number(readFileSync(lockFile, 'utf8').trim());
    if (owner && owner !== process.pid && processIsAlive(owner)) {
      throw new Error(
        `The embedded database in ${path.resolve(dataDir)} is already in use by process ${owner}. ` +
          'Stop that process first, or use another DATA_DIR or a PostgreSQL server (DATABASE_URL).',
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  const release = () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return release;
}

export async function openPgliteDirectory(dataDir: string): Promise<DatabaseHandle> {
  const release = acquireDataDirLock(dataDir);
  const client = new PgliteThread({ dataDir: path.resolve(dataDir, 'pglite') });
  const handle = fromPglite(client);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      release();
    },
  };
}

/**
 * Opens the configured database apart from the process's one (`database()`): for a step that closes it before the
 * server opens its own (the first start's seed, scripts/seed/first-start.ts).
 */
export function openDatabase(): Promise<DatabaseHandle> {
  const { DATABASE_URL, DATABASE_POOL_SIZE, DATA_DIR } = config();
  if (DATABASE_URL) return Promise.resolve(fromPostgres(DATABASE_URL, DATABASE_POOL_SIZE));
  return openPgliteDirectory(DATA_DIR);
}

const globalForDb = globalThis as typeof globalThis & { __databaseHandle?: Promise<DatabaseHandle> };

/** The one database of this process, opened on first use. */
export function database(): Promise<DatabaseHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The build must not open the database; render this page at request time.');
  }
  globalForDb.__databaseHandle ??= openDatabase().catch((err) => {
    globalForDb.__databaseHandle = undefined;
    throw err;
  });
  return globalForDb.__databaseHandle;
}

export async function getDb(): Promise<Database> {
  return (await database()).db;
}

/** Rows of a raw `execute()`: both drivers answer with `{ rows }`, which the shared type does not know. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
