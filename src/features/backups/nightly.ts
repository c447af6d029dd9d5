import 'server-only';
import type { DatabaseHandle } from '@/db/client';
import type { Config } from '@/lib/config';
import type { Job } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { type BackupFile, saveBackup } from './files';
import { nextNightlyRun } from './schedule';

/** A backup of the running embedded database, through its own instance (a second opener would corrupt it). */
export async function backupRunningDatabase(handle: DatabaseHandle, settings: Pick<Config, 'BACKUP_DIR' | 'BACKUP_KEEP'>): Promise<BackupFile> {
  if (!handle.dumpDataDir) throw new Error('Only the embedded database is backed up by the server; back up PostgreSQL with npm run db:backup (pg_dump).');
  return saveBackup(settings.BACKUP_DIR, settings.BACKUP_KEEP, 'pglite', await handle.dumpDataDir());
}

/** Every night at 03:00 Berlin, while this process runs the embedded database: a backup, keeping BACKUP_KEEP. */
export function nightlyBackupJob(handle: DatabaseHandle, settings: Pick<Config, 'BACKUP_DIR' | 'BACKUP_KEEP'>): Job | undefined {
  if (!handle.dumpDataDir) return undefined;
  return {
    name: 'nightly-backup',
    schedule: nextNightlyRun,
    async run() {
      const file = await backupRunningDatabase(handle, settings);
      logger.info({ file: file.path, bytes: file.bytes }, 'nightly backup written');
    },
  };
}
