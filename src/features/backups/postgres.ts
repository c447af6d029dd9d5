import 'server-only';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BackupFileError } from './format';

const hasCommand = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** pg_dump and pg_restore come with Debian's postgresql-client; installed when missing, and said so. */
export function ensurePostgresClient(say: (line: string) => void): void {
  if (hasCommand('pg_dump') && hasCommand('pg_restore')) return;
  say('pg_dump is missing: installing Debian’s postgresql-client (apt-get install -y postgresql-client) …');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'postgresql-client'], { stdio: 'inherit' });
}

/** The whole database as pg_dump's compressed custom format. */
export function dumpPostgres(databaseUrl: string): Buffer {
  const result = spawnSync('pg_dump', ['--format=custom', '--compress=6', '--no-owner', '--no-privileges', `--dbname=${databaseUrl}`], { maxBuffer: 2 ** 31 });
  if (result.status !== 0) throw new Error(`pg_dump failed: ${result.stderr.toString().trim()}`);
  return result.stdout;
}

async function tableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')");
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** Restores a pg_dump archive into `databaseUrl`: only into an empty database unless `force`; one transaction, so a failure changes nothing. */
export async function restorePostgres(data: Buffer, databaseUrl: string, force: boolean): Promise<void> {
  if ((await tableCount(databaseUrl)) > 0 && !force) {
    throw new BackupFileError('The database of DATABASE_URL already holds tables. Restore into an empty database, or add --force to replace its contents. Nothing was restored.');
  }
  ensurePostgresClient(console.log);
  const dir = mkdtempSync(path.join(tmpdir(), 'wf-restore-'));
  try {
    const archive = path.join(dir, 'database.dump');
    writeFileSync(archive, data);
    if (spawnSync('pg_restore', ['--list', archive]).status !== 0) throw new BackupFileError('The backup’s PostgreSQL archive cannot be read. Nothing was restored.');
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(force ? ['--clean', '--if-exists'] : []), `--dbname=${databaseUrl}`, archive];
    const result = spawnSync('pg_restore', args);
    if (result.status !== 0) throw new BackupFileError(`pg_restore failed, and its transaction was rolled back: ${result.stderr.toString().trim()}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
