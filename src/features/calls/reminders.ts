import 'server-only';
import type { Database } from '@/db/client';
import { authSecret } from '@/features/auth/server';
import type { Config } from '@/lib/config';
import type { Job } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { mailSignature, operator } from '@/lib/operator';
import { queueReminderMails } from './public-service';
import { claimDueReminders } from './queries';

/** How often a process looks for due reminders: a reminder goes out at most this late. */
export const REMINDER_POLL_MS = 60_000;

/**
 * Queues the reminder mails due now (24 h and 1 h before each call) into the outbox. Every process runs this; the
 * rows are claimed with SKIP LOCKED, so each reminder is sent once. Moved or cancelled calls have theirs dropped.
 */
export async function queueDueReminders(db: Database, settings: Config, now = new Date()): Promise<number> {
  const mailSettings = { siteUrl: settings.SITE_URL, signature: mailSignature(operator(settings)), secret: await authSecret(db, settings) };
  let total = 0;
  while (true) {
    const sent = await db.transaction(async (tx) => {
      const due = await claimDueReminders(tx, now);
      for (const reminder of due) await queueReminderMails(tx, reminder, mailSettings);
      return due.length;
    });
    if (!sent) return total;
    total += sent;
  }
}

export function callReminderJob(db: Database, settings: Config): Job {
  return {
    name: 'call-reminders',
    schedule: REMINDER_POLL_MS,
    runAtStart: true,
    async run() {
      const queued = await queueDueReminders(db, settings);
      if (queued) logger.info({ queued }, 'call reminders queued');
    },
  };
}
