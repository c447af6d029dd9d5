import 'server-only';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type BackupKind, encodeBackup } from './format';
import { backupFileName, backupsToDelete, isBackupFileName } from './schedule';

export interface BackupFile {
  name: string;
  path: string;
  bytes: number;
  modifiedAt: Date;
}

/** The backups in `dir`, newest first; none when the folder does not exist yet. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const files = await Promise.all(
    names.filter(isBackupFileName).map(async (name) => {
      const info = await stat(path.join(dir, name));
      return { name, path: path.join(dir, name), bytes: info.size, modifiedAt: info.mtime };
    }),
  );
  return files.sort((a, b) => b.name.localeCompare(a.name));
}

/**
 * Writes a backup into `dir` under a name from its time (a partial file first, renamed when complete, so a crash
 * never leaves a file that looks whole), then deletes all but the `keep` newest.
 */
export async function saveBackup(dir: string, keep: number, kind: BackupKind, data: Uint8Array, now = new Date()): Promise<BackupFile> {
  await mkdir(dir, { recursive: true });
  const name = backupFileName(now);
  const target = path.join(dir, name);
  const partial = path.join(dir, `.${name}.partial`);
  await writeFile(partial, encodeBackup(kind, now, data));
  await rename(partial, target);
  await Promise.all(backupsToDelete(await readdir(dir), keep).map((old) => rm(path.join(dir, old), { force: true })));
  const info = await stat(target);
  return { name, path: target, bytes: info.size, modifiedAt: info.mtime };
}
