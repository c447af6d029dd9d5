import 'server-only';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { database } from '@/db/client';
import { requestTranslator } from '@/features/auth/request-locale';
import { config } from '@/lib/config';
import { type BackupFile, listBackups } from './files';

export interface BackupOverview {
  /** Only the embedded database is backed up by the running server; PostgreSQL with pg_dump. */
  embedded: boolean;
  dir: string;
  keep: number;
  files: BackupFile[];
}

export async function backupOverview(): Promise<BackupOverview> {
  const { BACKUP_DIR, BACKUP_KEEP } = config();
  return { embedded: (await database()).dialect === 'pglite', dir: BACKUP_DIR, keep: BACKUP_KEEP, files: await listBackups(BACKUP_DIR) };
}

/** The newest backup as a download, or 404 when there is none yet. */
export async function latestBackupDownload(): Promise<Response> {
  const [latest] = await listBackups(config().BACKUP_DIR);
  if (!latest) return Response.json({ error: (await requestTranslator('backups.page'))('empty') }, { status: 404, headers: { 'cache-control': 'no-store' } });
  return new Response(Readable.toWeb(createReadStream(latest.path)) as ReadableStream, {
    headers: {
      'content-type': 'application/octet-stream',
      'content-length': String(latest.bytes),
      'content-disposition': `attachment; filename="${latest.name}"`,
      'cache-control': 'no-store',
    },
  });
}
