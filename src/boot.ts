import { database } from '@/db/client';
import { startNightlyBackups } from '@/features/backups/nightly';
import { assertMigrated, migrateDatabase } from '@/db/migrate';
import { issueSetupToken } from '@/features/auth/first-admin';
import { pruneAuthData } from '@/features/auth/retention';
import { seedBlogOnFirstStart } from '@/features/blog/seed';
import { startBookingJobs } from '@/features/bookings/jobs';
import { startCallReminders } from '@/features/calls/reminders';
import { deleteUnusedImages } from '@/features/images/retention';
import { startMorningMail } from '@/features/overview/morning';
import { deleteExpiredInvoices } from '@/features/invoices/queries';
import { pruneClickVisitors } from '@/features/venue-ads/clicks';
import { applyVenueSeed } from '@/features/venues/seed';
import { pruneNewsletter } from '@/features/newsletter/subscriptions';
import { pruneExpiredData } from '@/features/requests/retention';
import { config, exampleOperatorKeys } from '@/lib/config';
import { logger } from '@/lib/logger';
import { startOutboxWorker } from '@/lib/mail/outbox-worker';

const PRUNE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Start-up of a server process: validate configuration, migrate (the embedded database; on PostgreSQL only check,
 * because there the release migrates once with `npm run db:migrate`), seed once, start the mail worker, the call reminders, the booking jobs, the planners' morning mail, the daily clean-up and (embedded database) the nightly backup.
 */
export async function boot() {
  try {
    const settings = config();
    const handle = await database();
    if (handle.dialect === 'postgres') await assertMigrated(handle);
    else await migrateDatabase(handle);
    // The demo venues come with the blog's first seed: a catalogue in use must not get them on an update.
    if (await seedBlogOnFirstStart(handle.db)) logger.info({ ...(await applyVenueSeed(handle.db)) }, 'seeded demo blog content and venues');
    startOutboxWorker(handle.db, settings);
    startCallReminders(handle.db, settings);
    startBookingJobs(handle.db, settings);
    startMorningMail(handle.db, settings.SITE_URL);
    startNightlyBackups(handle, settings);
    const prune = () =>
      Promise.all([
        pruneExpiredData(handle.db, settings.REQUEST_RETENTION_MONTHS),
        pruneAuthData(handle.db),
        pruneNewsletter(handle.db),
        deleteUnusedImages(handle.db),
        pruneClickVisitors(handle.db),
        deleteExpiredInvoices(handle.db),
      ]).then(
        ([requests, accounts, newsletter, images, clickVisitors, invoices]) =>
          logger.info({ ...requests, ...accounts, ...newsletter, ...images, clickVisitors, invoices }, 'expired data deleted'),
        (err: unknown) => logger.error({ err }, 'deleting expired data failed'),
      );
    void prune();
    setInterval(prune, PRUNE_INTERVAL_MS).unref();
    const setupToken = await issueSetupToken(handle.db);
    if (setupToken) {
      logger.warn(
        { setupUrl: `${settings.SITE_URL}/admin/setup?token=${setupToken}` },
        'No admin exists yet: open this one-time link to create the first one (or run npm run create-admin -- --email … --password …)',
      );
    }
    const placeholders = exampleOperatorKeys(settings);
    if (placeholders.length) {
      logger.warn(
        { settings: placeholders },
        'Impressum, privacy policy, terms (AGB) and mail signatures still show the example operator details: set the OPERATOR_* variables (see .env.example)',
      );
    }
    logger.info({ database: handle.dialect, siteUrl: settings.SITE_URL, smtp: Boolean(settings.SMTP_URL) }, 'server ready');
  } catch (err) {
    logger.fatal({ err }, 'start-up failed');
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
