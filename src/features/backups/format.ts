import { createHash } from 'node:crypto';

/**
 * A backup file: a first line naming the format, a second line with the manifest (JSON: what database it holds,
 * when it was made, how many bytes of data follow and their SHA-256), then the data itself (a gzip-compressed tar
 * of the embedded database's folder, or a compressed pg_dump archive). The manifest lets a restore refuse a file
 * that is foreign, cut off or damaged before it touches anything.
 */
const MAGIC = 'WEIHNACHTSFEIER-BACKUP 1\n';

export type BackupKind = 'pglite' | 'postgres';

export interface BackupManifest {
  kind: BackupKind;
  /** ISO time the backup was made. */
  createdAt: string;
  bytes: number;
  sha256: string;
}

/** Why a file cannot be restored, in words for the person who runs the command. */
export class BackupFileError extends Error {}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

export function encodeBackup(kind: BackupKind, createdAt: Date, data: Uint8Array): Buffer {
  const manifest: BackupManifest = { kind, createdAt: createdAt.toISOString(), bytes: data.length, sha256: sha256(data) };
  return Buffer.concat([Buffer.from(MAGIC), Buffer.from(`${JSON.stringify(manifest)}\n`), data]);
}

function parseManifest(line: string): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(line);
  } catch {
    throw new BackupFileError('The backup is damaged: its description cannot be read. Nothing was restored.');
  }
  const { kind, createdAt, bytes, sha256: digest } = manifest;
  if ((kind !== 'pglite' && kind !== 'postgres') || typeof createdAt !== 'string' || !Number.isInteger(bytes) || typeof digest !== 'string') {
    throw new BackupFileError('The backup is damaged: its description is incomplete. Nothing was restored.');
  }
  return { kind, createdAt, bytes: bytes!, sha256: digest };
}

/** The manifest and data of a backup file; throws BackupFileError for a foreign, cut-off or damaged file. */
export function decodeBackup(file: Buffer): { manifest: BackupManifest; data: Buffer } {
  if (!file.subarray(0, MAGIC.length).equals(Buffer.from(MAGIC))) {
    throw new BackupFileError('This is not a backup of this application (made by `npm run db:backup`). Nothing was restored.');
  }
  const lineEnd = file.indexOf('\n', MAGIC.length);
  if (lineEnd < 0) throw new BackupFileError('The backup is cut off: it ends inside its description. Nothing was restored.');
  const manifest = parseManifest(file.subarray(MAGIC.length, lineEnd).toString('utf8'));
  const data = file.subarray(lineEnd + 1);
  if (data.length !== manifest.bytes) {
    throw new BackupFileError(`The backup is cut off or padded: it should hold ${manifest.bytes} bytes of data but holds ${data.length}. Nothing was restored.`);
  }
  if (sha256(data) !== manifest.sha256) throw new BackupFileError('The backup is damaged: its data does not match its checksum. Nothing was restored.');
  return { manifest, data };
}
