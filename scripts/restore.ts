// `npm run db:restore -- FILE [--force]`: restores a backup made by `npm run db:backup` (or the nightly one) into the
// configured database. It checks the whole file first; it refuses a database that is not empty unless --force, and
// an embedded database while a server holds it.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BackupFileError } from '@/features/backups/format';
import { restoreBackup } from '@/features/backups/restore';
import { config } from '@/lib/config';

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run db:restore -- <backup file> [--force]');
  process.exit(2);
}
const settings = config();
try {
  const manifest = await restoreBackup(readFileSync(positionals[0]), { dataDir: settings.DATA_DIR, databaseUrl: settings.DATABASE_URL, force: values.force });
  const into = settings.DATABASE_URL ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${settings.DATA_DIR}`;
  console.log(`Restored the backup made ${manifest.createdAt} into ${into}.`);
} catch (err) {
  console.error(err instanceof BackupFileError || (err as NodeJS.ErrnoException).code === 'ENOENT' ? (err as Error).message : err);
  process.exit(1);
}
