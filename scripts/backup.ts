// `npm run db:backup`: a complete, compressed backup of the configured database into BACKUP_DIR (or --out FILE).
// The embedded database only while no server holds it (a running server writes one every night itself);
// PostgreSQL with pg_dump at any time.
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openPgliteDirectory } from '@/db/client';
import { saveBackup } from '@/features/backups/files';
import { encodeBackup } from '@/features/backups/format';
import { dumpPostgres, ensurePostgresClient } from '@/features/backups/postgres';
import { pgliteFolder } from '@/features/backups/restore';
import { config } from '@/lib/config';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const settings = config();
const kind = settings.DATABASE_URL ? 'postgres' : 'pglite';

async function dump(): Promise<Uint8Array> {
  if (settings.DATABASE_URL) {
    ensurePostgresClient(console.log);
    return dumpPostgres(settings.DATABASE_URL);
  }
  if (!existsSync(pgliteFolder(settings.DATA_DIR))) throw new Error(`There is no embedded database in ${pgliteFolder(settings.DATA_DIR)}: nothing to back up.`);
  let handle;
  try {
    handle = await openPgliteDirectory(settings.DATA_DIR);
  } catch (err) {
    throw new Error(
      `${(err as Error).message}\nWhile the server runs, it writes a backup every night at 03:00 into ${settings.BACKUP_DIR}, and an admin can make and download one under Admin → Backups.`,
    );
  }
  try {
    return await handle.dumpDataDir!();
  } finally {
    await handle.close();
  }
}

try {
  const data = await dump();
  const what = kind === 'postgres' ? 'PostgreSQL (pg_dump)' : `the embedded database in ${settings.DATA_DIR}`;
  if (values.out) {
    writeFileSync(values.out, encodeBackup(kind, new Date(), data));
    console.log(`Backup of ${what} written to ${values.out}.`);
  } else {
    const file = await saveBackup(settings.BACKUP_DIR, settings.BACKUP_KEEP, kind, data);
    console.log(`Backup of ${what} written to ${file.path} (${(file.bytes / 1024).toFixed(0)} KB; the newest ${settings.BACKUP_KEEP} are kept).`);
  }
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
