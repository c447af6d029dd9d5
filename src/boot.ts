import { database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { seedBlog } from '@/features/blog/seed';
import { startOutboxWorker } from '@/lib/mail/outbox-worker';
import { config } from '@/lib/config';
import { logger } from '@/lib/logger';

/** Start-up of a server process: validate configuration, migrate, seed once, start the mail worker. */
export async function boot() {
  try {
    const settings = config();
    const handle = await database();
    await migrateDatabase(handle);
    if (await seedBlog(handle.db)) logger.info('seeded demo blog content');
    startOutboxWorker(handle.db, settings);
    logger.info({ database: handle.dialect, siteUrl: settings.SITE_URL, smtp: Boolean(settings.SMTP_URL) }, 'server ready');
  } catch (err) {
    logger.fatal({ err }, 'start-up failed');
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
