import { and, eq, inArray, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { type Database, rowsOf } from '@/db/client';
import { mailAttachments, mailOutbox } from '@/db/schema';
import type { Config } from '@/lib/config';
import { type Job, wakeJob } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { BRAND } from '@/lib/site';
import { type MailAttachment, SECRET_LINK_BODY } from './outbox';
import { afterFailure, type RetryPolicy } from './retry';

type MailRow = typeof mailOutbox.$inferSelect;

export interface MailTransport {
  send(mail: MailRow, from: string, attachments: readonly MailAttachment[]): Promise<void>;
}

/** Every mail carries a sender name: MAIL_FROM as given when it has one ("Name <address>"), else the brand's. */
export function withSenderName(mailFrom: string): string {
  return mailFrom.includes('<') ? mailFrom : `"${BRAND}" <${mailFrom}>`;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  // Pooled: a backlog goes out over a few reused connections instead of one connection per mail.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail, from, attachments) {
      await transporter.sendMail({
        from,
        to: mail.recipient,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        headers: mail.headers ?? undefined,
        attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      });
    },
  };
}

export interface DeliveryOptions {
  transport: MailTransport;
  from: string;
  retry: RetryPolicy;
  batchSize?: number;
  /** How long a claimed mail stays reserved for this process before another may take it over. */
  leaseSeconds?: number;
}

const DEFAULT_BATCH_SIZE = 20;

/** In milliseconds, which a JavaScript Date holds exactly, so a worker can tell its own lease by the value. */
const leaseEnd = (leaseSeconds: number) => sql`date_trunc('milliseconds', now() + make_interval(secs => ${leaseSeconds}))`;

/**
 * Takes a claimed mail for another lease right before sending it, if this worker still holds it: a batch that took
 * longer than its lease may meanwhile have been claimed by another process, which then sends it instead.
 */
async function renewLease(db: Database, id: number, heldUntil: Date, leaseSeconds: number): Promise<boolean> {
  const renewed = await db
    .update(mailOutbox)
    .set({ lockedUntil: leaseEnd(leaseSeconds) })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.lockedUntil, heldUntil)))
    .returning({ id: mailOutbox.id });
  return renewed.length > 0;
}

/**
 * Claims due mails with FOR UPDATE SKIP LOCKED and a lease (so several processes never take the same mail),
 * sends them and records the outcome. Returns how many mails were attempted.
 */
export async function deliverDueMails(db: Database, options: DeliveryOptions): Promise<number> {
  const { batchSize = DEFAULT_BATCH_SIZE, leaseSeconds = 120 } = options;
  const claimed = await db.execute(sql`
    update ${mailOutbox} set locked_until = ${leaseEnd(leaseSeconds)}
    where id in (
      select id from ${mailOutbox}
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by id
      limit ${batchSize}
      for update skip locked
    )
    returning id`);
  const ids = rowsOf<{ id: number }>(claimed).map((row) => Number(row.id));
  if (!ids.length) return 0;
  const [mails, files] = await Promise.all([
    db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id),
    db.select().from(mailAttachments).where(inArray(mailAttachments.mailId, ids)).orderBy(mailAttachments.id),
  ]);
  let attempted = 0;
  for (const mail of mails) {
    if (!mail.lockedUntil || !(await renewLease(db, mail.id, mail.lockedUntil, leaseSeconds))) continue;
    attempted++;
    const attempts = mail.attempts + 1;
    try {
      await options.transport.send(
        mail,
        options.from,
        files.filter((file) => file.mailId === mail.id),
      );
      await db
        .update(mailOutbox)
        .set({ status: 'sent', attempts, sentAt: new Date(), lockedUntil: null, lastError: null, ...(mail.secretLink ? { textBody: SECRET_LINK_BODY, htmlBody: null } : {}) })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
      // The files can be made again from what they were made of (a frozen offer version): no second copy is kept.
      await db.delete(mailAttachments).where(eq(mailAttachments.mailId, mail.id));
    } catch (err) {
      const next = afterFailure(attempts, options.retry, new Date());
      const message = err instanceof Error ? err.message : String(err);
      await db
        .update(mailOutbox)
        .set({ status: next.status, attempts, nextAttemptAt: next.nextAttemptAt, lockedUntil: null, lastError: message.slice(0, 1000) })
        .where(eq(mailOutbox.id, mail.id));
      // The server's answer often quotes the recipient's address: it stays in the table, the log gets the codes.
      const { code, responseCode } = (err ?? {}) as { code?: string; responseCode?: number };
      const log = next.status === 'failed' ? logger.error.bind(logger) : logger.warn.bind(logger);
      log({ mailId: mail.id, kind: mail.kind, attempts, code, responseCode }, next.status === 'failed' ? 'mail given up' : 'mail delivery failed, will retry');
    }
  }
  return attempted;
}

export function defaultRetryPolicy(settings: Pick<Config, 'OUTBOX_MAX_ATTEMPTS'>): RetryPolicy {
  return { baseDelayMs: 15_000, maxDelayMs: 30 * 60_000, maxAttempts: settings.OUTBOX_MAX_ATTEMPTS };
}

export const OUTBOX_JOB = 'outbox';

/** Delivers due mails every `pollMs`, and soon after `wakeOutboxWorker()`. */
export function outboxDeliveryJob(db: Database, options: DeliveryOptions & { pollMs: number }): Job {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  return {
    name: OUTBOX_JOB,
    schedule: options.pollMs,
    runAtStart: true,
    async run(stopping) {
      // Keep going while full batches come back, so a backlog drains without waiting for the poll.
      while (!stopping.aborted && (await deliverDueMails(db, options)) >= batchSize);
    },
  };
}

/** This process's mail delivery; without SMTP_URL none: mails stay queued and are only logged. */
export function outboxJob(db: Database, settings: Config): Job | undefined {
  if (!settings.SMTP_URL) {
    logger.warn('SMTP_URL is not set: mails stay in the outbox (table mail_outbox) until it is');
    return undefined;
  }
  return outboxDeliveryJob(db, {
    transport: smtpTransport(settings.SMTP_URL),
    from: withSenderName(settings.MAIL_FROM),
    retry: defaultRetryPolicy(settings),
    pollMs: settings.OUTBOX_POLL_MS,
  });
}

/** Runs a delivery round soon, e.g. right after a request queued its mails. */
export function wakeOutboxWorker(): void {
  wakeJob(OUTBOX_JOB);
}
