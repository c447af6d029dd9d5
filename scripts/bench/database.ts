// The benches' database chores: a fresh database (PGlite in its thread, or one on a PostgreSQL server), a query on
// one connection, the stored requests.
import { Client } from 'pg';
import { type Database, type DatabaseHandle, fromPglite, fromPostgres } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { PgliteThread } from '@/db/pglite-thread';
import { config } from '@/lib/config';

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onDatabase<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The database `name` on the server, dropped first when a run before left it; its address. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  await onDatabase(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  return databaseUrl(serverUrl, name);
}

export const countRequests = (url: string) => onDatabase(url, async (client) => Number((await client.query('select count(*)::int as n from venue_requests')).rows[0].n));

export type BenchTarget = { dialect: 'pglite' } | { dialect: 'postgres'; serverUrl: string };

/** A fresh, migrated database: PGlite in its own thread as the server runs it, or `name` on the server (dropped on close). */
async function freshBenchDatabase(target: BenchTarget, name: string): Promise<DatabaseHandle> {
  if (target.dialect === 'pglite') {
    const handle = fromPglite(new PgliteThread());
    await migrateDatabase(handle);
    return handle;
  }
  const handle = fromPostgres(await freshDatabase(target.serverUrl, name), config().DATABASE_POOL_SIZE);
  await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await onDatabase(target.serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Runs a bench on a fresh database and closes (on PostgreSQL: drops) it afterwards. */
export async function withBenchDatabase<T>(target: BenchTarget, name: string, run: (db: Database) => Promise<T>): Promise<T> {
  const handle = await freshBenchDatabase(target, name);
  try {
    return await run(handle.db);
  } finally {
    await handle.close();
  }
}
