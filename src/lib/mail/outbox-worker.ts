import { and, eq, inArray, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { type Database, rowsOf } from '@/db/client';
import { mailAttachments, mailOutbox } from '@/db/schema';
import type { Config } from '@/lib/config';
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
  const { batchSize = 20, leaseSeconds = 120 } = options;
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
        .set({ status: 'sent', attempts, sentAt: new Date(), lockedUntil: null, lastError: null, ...(mail.secretLink ? { textBody: SECRET_LINK_BODY } : {}) })
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

export interface OutboxWorker {
  /** Runs a delivery round soon, e.g. right after a request queued its mails. */
  wake(): void;
  stop(): Promise<void>;
}

const globalForWorker = globalThis as typeof globalThis & { __outboxWorker?: OutboxWorker };

export function defaultRetryPolicy(settings: Pick<Config, 'OUTBOX_MAX_ATTEMPTS'>): RetryPolicy {
  return { baseDelayMs: 15_000, maxDelayMs: 30 * 60_000, maxAttempts: settings.OUTBOX_MAX_ATTEMPTS };
}

export function runOutboxWorker(db: Database, options: DeliveryOptions & { pollMs: number }): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  };
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        // Keep going while full batches come back, so a backlog drains without waiting for the poll.
        while (!stopped && (await deliverDueMails(db, options)) >= (options.batchSize ?? 20));
      } catch (err) {
        logger.error({ err }, 'outbox round failed');
      } finally {
        running = undefined;
        schedule(options.pollMs);
      }
    })();
  };
  schedule(0);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Starts this process's worker once; without SMTP_URL mails stay queued and are only logged. */
export function startOutboxWorker(db: Database, settings: Config): void {
  if (globalForWorker.__outboxWorker) return;
  if (!settings.SMTP_URL) {
    logger.warn('SMTP_URL is not set: mails stay in the outbox (table mail_outbox) until it is');
    globalForWorker.__outboxWorker = { wake: () => undefined, stop: async () => undefined };
    return;
  }
  globalForWorker.__outboxWorker = runOutboxWorker(db, {
    transport: smtpTransport(settings.SMTP_URL),
    from: withSenderName(settings.MAIL_FROM),
    retry: defaultRetryPolicy(settings),
    pollMs: settings.OUTBOX_POLL_MS,
  });
}

export function wakeOutboxWorker(): void {
  globalForWorker.__outboxWorker?.wake();
}
