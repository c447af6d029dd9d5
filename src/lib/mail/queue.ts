import 'server-only';
import type { Executor } from '@/db/client';
import { mailAttachments, mailOutbox } from '@/db/schema';
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
});

/** Puts a mail into the outbox (the worker delivers it with retries) and wakes this process's worker. */
export async function queueMail(db: Executor, mail: OutgoingMail): Promise<void> {
  const [queued] = await db.insert(mailOutbox).values(outboxRow(mail)).returning({ id: mailOutbox.id });
  if (mail.attachments?.length) await db.insert(mailAttachments).values(mail.attachments.map((file) => ({ mailId: queued.id, ...file })));
  wakeOutboxWorker();
}

/** Puts several mails without attachments into the outbox in one statement (a hundred venues asked at once). */
export async function queueMails(db: Executor, mails: readonly Omit<OutgoingMail, 'attachments'>[]): Promise<void> {
  if (!mails.length) return;
  await db
    .insert(mailOutbox)
    .values(mails.map(outboxRow));
  wakeOutboxWorker();
}
