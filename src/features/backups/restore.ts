import 'server-only';
import { existsSync, readdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '@/db/client';
import { PGLITE_EXTENSIONS } from '@/db/pglite-extensions';
import { BackupFileError, type BackupManifest, decodeBackup } from './format';
import { restorePostgres } from './postgres';

/** Where the embedded database of DATA_DIR lives. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

const holdsFiles = (folder: string) => existsSync(folder) && readdirSync(folder).length > 0;

/** The tar of the database folder inside the gzip of an embedded-database backup, checked before PGlite sees it. */
function unpackedTar(data: Buffer): Buffer {
  let tar: Buffer;
  try {
    tar = gunzipSync(data);
  } catch {
    throw new BackupFileError('The backup holds no database folder (its data is not compressed as expected). Nothing was restored.');
  }
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar') throw new BackupFileError('The backup holds no database folder (its data is no tar archive). Nothing was restored.');
  return tar;
}

/**
 * Restores an embedded-database backup into `dataDir`: only into an empty folder unless `force`, never while a
 * server holds it (the lock file). The data is loaded into a folder beside the target first and moved into place
 * only once it opened as a database, so a file that fails leaves the target as it was.
 */
async function restorePglite(data: Buffer, dataDir: string, force: boolean): Promise<void> {
  const release = acquireDataDirLock(dataDir);
  try {
    const target = pgliteFolder(dataDir);
    if (holdsFiles(target) && !force) {
      throw new BackupFileError(`${target} already holds a database. Restore into an empty DATA_DIR, or add --force to replace it. Nothing was restored.`);
    }
    const tar = unpackedTar(data);
    const staging = `${target}.restoring-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    try {
      const db = await PGlite.create(staging, { loadDataDir: new Blob([new Uint8Array(tar)]), extensions: PGLITE_EXTENSIONS });
      await db.query('select count(*) from pg_class');
      await db.close();
    } catch (err) {
      await rm(staging, { recursive: true, force: true });
      throw new BackupFileError(`The backup's database could not be opened (${(err as Error).message}). Nothing was restored.`);
    }
    const replaced = `${target}.replaced-${process.pid}`;
    if (existsSync(target)) await rename(target, replaced);
    await rename(staging, target);
    await rm(replaced, { recursive: true, force: true });
  } finally {
    release();
  }
}

export interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string;
  force: boolean;
}

/** Checks the whole file, then restores it into the configured database; throws BackupFileError with what to do. */
export async function restoreBackup(file: Buffer, target: RestoreTarget): Promise<BackupManifest> {
  const { manifest, data } = decodeBackup(file);
  if (manifest.kind === 'pglite' && target.databaseUrl) {
    throw new BackupFileError('This backup holds an embedded database; unset DATABASE_URL to restore it into DATA_DIR. Nothing was restored.');
  }
  if (manifest.kind === 'postgres' && !target.databaseUrl) {
    throw new BackupFileError('This backup holds a PostgreSQL database; set DATABASE_URL to the (empty) database to restore it into. Nothing was restored.');
  }
  if (manifest.kind === 'pglite') await restorePglite(data, target.dataDir, target.force);
  else await restorePostgres(data, target.databaseUrl!, target.force);
  return manifest;
}
