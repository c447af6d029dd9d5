import 'server-only';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '@/db/client';
import { mailAttachments, mailOutbox } from '@/db/schema';
import { logger } from '@/lib/logger';
import type { OutgoingMail } from './outbox';
import { wakeOutboxWorker } from './outbox-worker';

const outboxRow = (mail: Omit<OutgoingMail, 'attachments'>) => ({
  kind: mail.kind,
  recipient: mail.recipient,
  subject: mail.subject,
  textBody: mail.textBody,
  htmlBody: mail.htmlBody,
  replyTo: mail.replyTo,
  requestId: mail.requestId,
  headers: mail.headers,
  secretLink: mail.secretLink ?? false,
  capped: mail.capped ?? false,
});

/**
 * How many capped mails one address gets in any hour: a stranger who types someone's address into the request form
 * or a call page from many clients reaches them this often at most, and the mails they ask for still arrive.
 */
export const MAILS_PER_RECIPIENT_PER_HOUR = 5;

/**
 * Whether `recipient` may get one more capped mail now (fewer than MAILS_PER_RECIPIENT_PER_HOUR in the last hour, by
 * the database's clock). It first takes a lock on the address until the transaction ends, so concurrent transactions
 * that enqueue for one address decide one after the other, and the later one counts the earlier one's mail (each
 * statement sees what committed before it began). Call it in the transaction that enqueues the mail.
 */
export async function recipientHasRoom(tx: Transaction, recipient: string): Promise<boolean> {
  const address = recipient.toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`capped-mail:${address}`}, 0))`);
  const [row] = await tx
    .select({ sent: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.capped, true), eq(sql`lower(${mailOutbox.recipient})`, address), gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`)));
  return row.sent < MAILS_PER_RECIPIENT_PER_HOUR;
}

/** Logs a capped mail that was not queued (by its kind and request: the address stays out of the log). */
export function logHeldBack(mail: Pick<OutgoingMail, 'kind' | 'requestId'>): void {
  logger.warn({ kind: mail.kind, requestId: mail.requestId, perHour: MAILS_PER_RECIPIENT_PER_HOUR }, 'mail held back: its recipient had its share of such mails this hour');
}

async function insertMail(db: Executor, mail: OutgoingMail): Promise<true> {
  const [queued] = await db.insert(mailOutbox).values(outboxRow(mail)).returning({ id: mailOutbox.id });
  if (mail.attachments?.length) await db.insert(mailAttachments).values(mail.attachments.map((file) => ({ mailId: queued.id, ...file })));
  return true;
}

async function insertIfRoom(tx: Transaction, mail: OutgoingMail): Promise<boolean> {
  return (await recipientHasRoom(tx, mail.recipient)) && insertMail(tx, mail);
}

/**
 * Puts a mail into the outbox (the worker delivers it with retries) and wakes this process's worker. A capped mail
 * is held back (logged; false) once its address had its share this hour: decided in a transaction of its own, or in
 * a savepoint of the caller's transaction, whose lock then holds until the caller's transaction ends.
 */
export async function queueMail(db: Executor, mail: OutgoingMail): Promise<boolean> {
  // A transaction's transaction() opens a savepoint; the two signatures differ only in their options.
  const queued = mail.capped ? await (db as Database).transaction((tx) => insertIfRoom(tx, mail)) : await insertMail(db, mail);
  if (queued) wakeOutboxWorker();
  else logHeldBack(mail);
  return queued;
}

/** Puts several mails without attachments into the outbox in one statement (a hundred venues asked at once). */
export async function queueMails(db: Executor, mails: readonly Omit<OutgoingMail, 'attachments' | 'capped'>[]): Promise<void> {
  if (!mails.length) return;
  await db
    .insert(mailOutbox)
    .values(mails.map(outboxRow));
  wakeOutboxWorker();
}
