// The cluster bench's faults: load while something breaks, and whether an acknowledged request was lost.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { onDatabase } from './database.ts';
import type { IntakeRequest } from './load.ts';

const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface LoadResult {
  acknowledged: string[];
  statuses: Record<string, number>;
  getStatuses: Record<string, number>;
  unavailableMessage?: string;
}

/** A failed fetch with its reason, e.g. `TypeError: terminated: UND_ERR_SOCKET` for a response cut off mid-body. */
function failureName(err: unknown): string {
  const { name, message, cause } = err as Error & { cause?: { code?: string } };
  return [name, message, cause?.code].filter(Boolean).join(': ');
}

/**
 * Clients that send requests (each with its own idempotency key) and page views through `base` for `ms`, while
 * `fault` runs. A request is acknowledged when the answer's status was 201.
 */
export async function loadDuring({ base, ms, nextRequest, nextView }: { base: string; ms: number; nextRequest: () => IntakeRequest; nextView: () => number }, fault: () => Promise<void>): Promise<LoadResult> {
  const result: LoadResult = { acknowledged: [], statuses: {}, getStatuses: {} };
  const until = Date.now() + ms;
  const count = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);
  const poster = async () => {
    while (Date.now() < until) {
      const { key, body } = nextRequest();
      try {
        const response = await fetch(`${base}/api/venue-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        const answer = (await response.json().catch(() => ({}))) as { id?: string; errors?: { form?: string } };
        count(result.statuses, String(response.status));
        // Acknowledged once the status says so, even if the body was cut off: the key identifies the request.
        if (response.status === 201) result.acknowledged.push(key);
        if (response.status === 503) result.unavailableMessage ??= answer.errors?.form;
      } catch (err) {
        count(result.statuses, failureName(err));
      }
    }
  };
  const viewer = async () => {
    while (Date.now() < until) {
      try {
        // A query string the proxy has not cached: answered by an app process.
        const response = await fetch(`${base}/berlin?bench=${nextView()}`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        count(result.getStatuses, String(response.status));
      } catch (err) {
        count(result.getStatuses, failureName(err));
      }
    }
  };
  await Promise.all([...Array.from({ length: 16 }, poster), ...Array.from({ length: 4 }, viewer), fault()]);
  return result;
}

export async function lostAcknowledged(url: string, keys: string[]) {
  return onDatabase(url, async (client) => {
    const { rows } = await client.query('select count(*)::int as n from venue_requests where submission_token = any($1::text[])', [keys]);
    const halfStored = await client.query(`select count(*)::int as n from venue_requests r where (select count(*) from mail_outbox m where m.request_id = r.id) <> 2`);
    return { acknowledged: keys.length, lost: keys.length - Number(rows[0].n), requestsWithoutTheirTwoMails: Number(halfStored.rows[0].n) };
  });
}

/** A PostgreSQL server of the local installation in `folder` (the caller's to remove), which the fault test may restart. */
export function startThrowawayPostgres(port: number, folder: string): { url: string; restart: () => Promise<void>; stop: () => void } {
  const dataDir = path.join(folder, 'data');
  const runAs = (command: string, args: string[]): [string, string[]] => (process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);
  const asPostgres = (command: string, args: string[]) => execFileSync(...runAs(command, args), { stdio: ['ignore', 'ignore', 'inherit'] });
  // Not blocking this process: its clients keep sending while the server restarts.
  const asPostgresAsync = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(...runAs(command, args), { stdio: ['ignore', 'ignore', 'inherit'] });
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
    });
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', folder]);
  asPostgres(`${PG_BIN}/initdb`, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dataDir} -c fsync=on`;
  asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-o', options, '-l', path.join(dataDir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => asPostgresAsync(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-o', options, '-l', path.join(dataDir, 'server.log'), '-m', 'fast', '-w', 'restart']),
    stop: () => asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
  };
}
