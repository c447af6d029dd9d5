import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BackupFileError, decodeBackup, encodeBackup } from './format';

describe('backup file format', () => {
  const data = randomBytes(5000);
  const file = encodeBackup('pglite', new Date('2026-11-25T02:00:00Z'), data);

  it('reads back what it wrote', () => {
    const decoded = decodeBackup(file);
    expect(decoded.manifest).toMatchObject({ kind: 'pglite', createdAt: '2026-11-25T02:00:00.000Z', bytes: 5000 });
    expect(decoded.data.equals(data)).toBe(true);
  });

  it('refuses a foreign file', () => {
    expect(() => decodeBackup(Buffer.from('PGDMP\u0001\u000e\u0000 a pg_dump archive'))).toThrow(new BackupFileError('This is not a backup of this application (made by `npm run db:backup`). Nothing was restored.'));
    expect(() => decodeBackup(Buffer.alloc(0))).toThrow(BackupFileError);
  });

  it('refuses a file cut off anywhere', () => {
    for (const length of [10, 40, file.length - data.length, file.length - 1]) expect(() => decodeBackup(file.subarray(0, length))).toThrow(BackupFileError);
    expect(() => decodeBackup(file.subarray(0, file.length - 100))).toThrow('The backup is cut off or padded: it should hold 5000 bytes of data but holds 4900. Nothing was restored.');
  });

  it('refuses a damaged file', () => {
    const damaged = Buffer.from(file);
    damaged[damaged.length - 10] ^= 0xff;
    expect(() => decodeBackup(damaged)).toThrow('The backup is damaged: its data does not match its checksum. Nothing was restored.');
  });
});
