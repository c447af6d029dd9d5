import { type Database, type DatabaseHandle, database } from '@/db/client';
import { nightlyBackupJob } from '@/features/backups/nightly';
import { assertMigrated, migrateDatabase } from '@/db/migrate';
import { issueSetupToken } from '@/features/auth/first-admin';
import { prepareAuthSecret } from '@/features/auth/server';
import { pruneAuthData } from '@/features/auth/retention-queries';
import { availabilityFollowUpJob } from '@/features/availability/jobs';
import { bookingJobs } from '@/features/bookings/jobs';
import { callReminderJob } from '@/features/calls/reminders';
import { deleteUnusedImages } from '@/features/images/retention-queries';
import { morningMailJob } from '@/features/overview/morning';
import { deleteExpiredInvoices } from '@/features/invoices/queries';
import { pruneClickVisitors } from '@/features/venue-ads/click-queries';
import { pruneNewsletter } from '@/features/newsletter/subscription-queries';
import { pruneExpiredData } from '@/features/requests/retention-queries';
import { type Config, config, exampleDatevKeys, exampleOperatorKeys } from '@/lib/config';
import { type Job, startProcessJobs } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { outboxJob } from '@/lib/mail/outbox-worker';

const PRUNE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Deletes what is kept no longer (requests past their retention, stale accounts, unused images, …). */
function dailyCleanUpJob(db: Database, settings: Config): Job {
  return {
    name: 'daily-clean-up',
    schedule: PRUNE_INTERVAL_MS,
    runAtStart: true,
    run: () =>
      Promise.all([
        pruneExpiredData(db, settings.REQUEST_RETENTION_MONTHS),
        pruneAuthData(db),
        pruneNewsletter(db),
        deleteUnusedImages(db),
        pruneClickVisitors(db),
        deleteExpiredInvoices(db),
      ]).then(
        ([requests, accounts, newsletter, images, clickVisitors, invoices]) =>
          logger.info({ ...requests, ...accounts, ...newsletter, ...images, clickVisitors, invoices }, 'expired data deleted'),
        (err: unknown) => logger.error({ err }, 'deleting expired data failed'),
      ),
  };
}

/** Every background job of a server process, in one list; a job that does not apply here (no SMTP_URL, PostgreSQL's backups) is left out. */
function backgroundJobs(handle: DatabaseHandle, settings: Config): Job[] {
  return [
    outboxJob(handle.db, settings),
    callReminderJob(handle.db, settings),
    availabilityFollowUpJob(handle.db, settings),
    bookingJobs(handle.db, settings),
    morningMailJob(handle.db, settings.SITE_URL),
    dailyCleanUpJob(handle.db, settings),
    nightlyBackupJob(handle, settings),
  ].filter((job) => job !== undefined);
}

/**
 * Start-up of a server process: validate configuration, migrate (the embedded database; on PostgreSQL only check,
 * because there the release migrates once with `npm run db:migrate`) and start the background jobs (stopped on
 * shutdown). The demo content of a first start is written before, by `npm start` (scripts/seed/first-start.ts).
 */
export async function boot() {
  try {
    const settings = config();
    const handle = await database();
    if (handle.dialect === 'postgres') await assertMigrated(handle);
    else await migrateDatabase(handle);
    await prepareAuthSecret(handle.db, settings);
    startProcessJobs(backgroundJobs(handle, settings));
    const setupToken = await issueSetupToken(handle.db);
    if (setupToken) {
      logger.warn(
        { setupUrl: `${settings.SITE_URL}/admin/setup?token=${setupToken}` },
        'No admin exists yet: open this one-time link to create the first one (or run npm run create-admin -- --name … --email … --password …)',
      );
    }
    const placeholders = exampleOperatorKeys(settings);
    if (placeholders.length) {
      logger.warn(
        { settings: placeholders },
        'Impressum, privacy policy, terms (AGB) and mail signatures still show the example operator details: set the OPERATOR_* variables (see .env.example)',
      );
    }
    const datevPlaceholders = exampleDatevKeys(settings);
    if (datevPlaceholders.length) {
      logger.warn(
        { settings: datevPlaceholders },
        "The tax adviser's DATEV export still carries the example consultant and client numbers: set DATEV_CONSULTANT_NUMBER and DATEV_CLIENT_NUMBER (see .env.example)",
      );
    }
    logger.info({ database: handle.dialect, siteUrl: settings.SITE_URL, smtp: Boolean(settings.SMTP_URL) }, 'server ready');
  } catch (err) {
    logger.fatal({ err }, 'start-up failed');
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
