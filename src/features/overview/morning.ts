import 'server-only';
import type { Database } from '@/db/client';
import type { Job } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { queueMail } from '@/lib/mail/queue';
import { wakeOutboxWorker } from '@/lib/mail/outbox-worker';
import { dueToday } from './due-queries';
import { plannerFirstName } from '@/features/auth/planner';
import { mailLocaleOf } from '@/features/auth/user-queries';
import { morningMail } from './emails';
import { claimMorningRun, morningPlanners } from './morning-queries';
import { morningRunDay } from './rules';

/** How often a process looks whether the morning mail is due. */
export const MORNING_POLL_MS = 60_000;

/**
 * At 08:00 Berlin time on a working day: the process that claims the day (its row in morning_mail_runs) queues each
 * planner's mail in the same transaction, so with several processes each planner gets one. A planner with nothing
 * due gets none; requests nobody works yet go to every planner. Null when no run was due or another process had it.
 */
export async function sendMorningMails(db: Database, siteUrl: string, now: Date): Promise<number | null> {
  const day = morningRunDay(now);
  if (!day) return null;
  return db.transaction(async (tx) => {
    if (!(await claimMorningRun(tx, day, now))) return null;
    const planners = await morningPlanners(tx);
    const addresses = planners.map((planner) => planner.email);
    const due = await dueToday(tx, now);
    const unassigned = due.filter((request) => request.planner === null || !addresses.includes(request.planner));
    let queued = 0;
    for (const planner of planners) {
      const own = due.filter((request) => request.planner === planner.email);
      if (!own.length && !unassigned.length) continue;
      await queueMail(tx, morningMail({ recipient: planner.email, firstName: plannerFirstName(planner), own, unassigned, siteUrl, now, locale: await mailLocaleOf(tx, planner.email) }));
      queued++;
    }
    return queued;
  });
}

/** Every process looks each minute; the database decides which one sends. */
export function morningMailJob(db: Database, siteUrl: string): Job {
  return {
    name: 'morning-mail',
    schedule: MORNING_POLL_MS,
    runAtStart: true,
    async run() {
      const queued = await sendMorningMails(db, siteUrl, new Date());
      if (queued === null) return;
      logger.info({ queued }, 'morning mails queued');
      if (queued) wakeOutboxWorker();
    },
  };
}
