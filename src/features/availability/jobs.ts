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
import { berlinDay } from '@/lib/time';
import { claimDecided, claimDueReminders, claimUnaskedBookings, type FollowUp, followUpsOf, insertUnaskedInvite, markBookingMailed, markReleased } from './followup-queries';
import { invitePagePath } from './paths';
import { acceptedBookingOf } from './queries';
import { bookingReplyDueAt, releaseOf } from './rules';
import { hashToken, inviteToken, newNonce } from './tokens';

/** How often a process looks for due reminders and decided requests: a venue hears of the company's choice at most this late. */
export const FOLLOW_UP_POLL_MS = 60_000;

interface MailSettings {
  siteUrl: string;
  secret: string;
  signature: readonly string[];
  /** Takes the replies when the planner who asked has no account any more. */
  teamAddress: string;
  /** The team's line, for a venue whose planner has none. */
  teamPhone: string;
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
 * The chosen venue's booking mail (what it bills the company, the terms as of today), or another venue's release (rules.ts' releaseOf): a venue that answered with a date
 * hears that its option is free, one that has not answered that the ask is settled; one that declined, or had no date
 * free, is marked released without a mail.
 */
async function followUpDecided(tx: Executor, row: FollowUp, settings: MailSettings, now: Date): Promise<void> {
  const accepted = row.request.status === 'abgesagt' ? undefined : await acceptedBookingOf(tx, row.invite.requestId);
  const letter = letterOf(row, settings);
  if (accepted?.venueId === row.invite.venueId) {
    await markBookingMailed(tx, row.invite.id, now);
    const { companyName, contactName, email, phone } = row.request;
    const { date, participantCount, option, billing, purchaseOrder } = accepted;
    await queueMail(
      tx,
      bookingMail(letter, {
        ...{ companyName, contactName, email, phone, date, participantCount, option, billing, purchaseOrder },
        replyBy: bookingReplyDueAt(now),
        today: berlinDay(now),
        directLine: row.planner?.phone?.trim() || settings.teamPhone,
        unasked: row.invite.answeredAt === null,
      }),
    );
    return;
  }
  await markReleased(tx, row.invite.id, now);
  const release = releaseOf(row.invite);
  if (release) await queueMail(tx, releaseMail(letter, row.ask, release === 'optionFreed', row.request.status === 'abgesagt'));
}

/** Gives each accepted venue that was put into the offer by hand its invitation (its page), so its booking mail follows below. */
async function inviteUnasked(tx: Executor, settings: MailSettings, now: Date): Promise<void> {
  for (const booking of await claimUnaskedBookings(tx, berlinDay(now))) {
    const tokenNonce = newNonce();
    await insertUnaskedInvite(tx, booking, { tokenNonce, tokenHash: hashToken(inviteToken(settings.secret, tokenNonce)) });
  }
}

/** One transaction's worth of due reminders and decided requests; the number handled. */
async function followUpBatch(db: Database, settings: MailSettings, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const reminders = await followUpsOf(tx, await claimDueReminders(tx, now));
    for (const row of reminders) await queueMail(tx, reminderMail(letterOf(row, settings), row.ask));
    await inviteUnasked(tx, settings, now);
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
  const team = operator(settings);
  const mailSettings = { siteUrl: settings.SITE_URL, signature: mailSignature(team), teamAddress: settings.LEAD_NOTIFY_EMAIL, teamPhone: team.phone, secret: await authSecret(db, settings) };
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
