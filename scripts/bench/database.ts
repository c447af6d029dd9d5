// The benches' PostgreSQL chores: a fresh database, a query on one connection, the stored requests.
import { Client } from 'pg';

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
