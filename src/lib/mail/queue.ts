import 'server-only';
import type { Executor } from '@/db/client';
import { mailAttachments, mailOutbox } from '@/db/schema';
import type { OutgoingMail } from './outbox';
import { wakeOutboxWorker } from './outbox-worker';

/** Puts a mail into the outbox (the worker delivers it with retries) and wakes this process's worker. */
export async function queueMail(db: Executor, mail: OutgoingMail): Promise<void> {
  const [queued] = await db
    .insert(mailOutbox)
    .values({ kind: mail.kind, recipient: mail.recipient, subject: mail.subject, textBody: mail.textBody, htmlBody: mail.htmlBody, replyTo: mail.replyTo, requestId: mail.requestId, headers: mail.headers, secretLink: mail.secretLink ?? false })
    .returning({ id: mailOutbox.id });
  if (mail.attachments?.length) await db.insert(mailAttachments).values(mail.attachments.map((file) => ({ mailId: queued.id, ...file })));
  wakeOutboxWorker();
}
