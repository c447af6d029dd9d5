import 'server-only';
import type { Database, Executor } from '@/db/client';
import { authSecret } from '@/features/auth/server';
import { DECIDED_REQUESTS_JOB } from '@/features/offers/public-service';
import type { Config } from '@/lib/config';
import type { Job } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { queueMail } from '@/lib/mail/queue';
import { mailSignature, operator } from '@/lib/operator';
import { bookingMail, reminderMail, releaseMail, type VenueLetter } from './emails';
import { claimDecided, claimDueReminders, type FollowUp, followUpsOf, markBookingMailed, markReleased } from './followup-queries';
import { invitePagePath } from './paths';
import { acceptedDateOf } from './queries';
import { bookingReplyDueAt, releaseOf } from './rules';
import { inviteToken } from './tokens';

/** How often a process looks for due reminders and decided requests: a venue hears of the company's choice at most this late. */
export const FOLLOW_UP_POLL_MS = 60_000;

interface MailSettings {
  siteUrl: string;
  secret: string;
  signature: readonly string[];
  /** Takes the replies when the planner who asked has no account any more. */
  teamAddress: string;
}

function letterOf(row: FollowUp, settings: MailSettings): VenueLetter {
  return {
    recipient: row.invite.recipient,
    contactName: row.invite.contactName,
    salutation: row.invite.contactSalutation,
    venueName: row.venue.name,
    cityName: row.request.cityName,
    link: `${settings.siteUrl}${invitePagePath(inviteToken(settings.secret, row.invite.tokenNonce))}`,
    requestId: row.invite.requestId,
    planner: row.planner ?? { name: '' },
    teamAddress: settings.teamAddress,
    signature: settings.signature,
  };
}

/**
 * The chosen venue's booking mail, or another venue's release (rules.ts' releaseOf): a venue that answered with a date
 * hears that its option is free, one that has not answered that the ask is settled; one that declined, or had no date
 * free, is marked released without a mail.
 */
async function followUpDecided(tx: Executor, row: FollowUp, settings: MailSettings, now: Date): Promise<void> {
  const accepted = row.request.status === 'abgesagt' ? undefined : await acceptedDateOf(tx, row.invite.requestId);
  const letter = letterOf(row, settings);
  if (accepted?.venueId === row.invite.venueId && accepted.date) {
    await markBookingMailed(tx, row.invite.id, now);
    const { companyName, contactName, email, phone } = row.request;
    await queueMail(tx, bookingMail(letter, { companyName, contactName, email, phone, date: accepted.date, participantCount: accepted.participantCount, replyBy: bookingReplyDueAt(now) }));
    return;
  }
  await markReleased(tx, row.invite.id, now);
  const release = releaseOf(row.invite);
  if (release) await queueMail(tx, releaseMail(letter, row.ask, release === 'optionFreed', row.request.status === 'abgesagt'));
}

/** One transaction's worth of due reminders and decided requests; the number handled. */
async function followUpBatch(db: Database, settings: MailSettings, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const reminders = await followUpsOf(tx, await claimDueReminders(tx, now));
    for (const row of reminders) await queueMail(tx, reminderMail(letterOf(row, settings), row.ask));
    const decided = await followUpsOf(tx, await claimDecided(tx));
    for (const row of decided) await followUpDecided(tx, row, settings, now);
    return reminders.length + decided.length;
  });
}

/**
 * Queues the venues' follow-up mails due now: the one reminder 12 hours after the ask, the booking mail to the venue
 * the company chose, and the release of every other venue asked. Every process runs this; the rows are claimed with
 * SKIP LOCKED and marked in the transaction that queues their mail, so no mail goes out twice.
 */
export async function queueFollowUps(db: Database, settings: Config, now = new Date()): Promise<number> {
  const mailSettings = { siteUrl: settings.SITE_URL, signature: mailSignature(operator(settings)), teamAddress: settings.LEAD_NOTIFY_EMAIL, secret: await authSecret(db, settings) };
  let total = 0;
  for (let handled = await followUpBatch(db, mailSettings, now); handled; handled = await followUpBatch(db, mailSettings, now)) total += handled;
  return total;
}

export function availabilityFollowUpJob(db: Database, settings: Config): Job {
  return {
    name: DECIDED_REQUESTS_JOB,
    schedule: FOLLOW_UP_POLL_MS,
    runAtStart: true,
    async run() {
      const queued = await queueFollowUps(db, settings);
      if (queued) logger.info({ queued }, 'availability follow-ups queued');
    },
  };
}
