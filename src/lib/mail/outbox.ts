import type { Executor } from '@/db/client';
import { mailOutbox } from '@/db/schema';

export interface OutgoingMail {
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
  replyTo?: string;
  requestId?: string;
}

/** Queues mails inside the caller's transaction: they exist exactly when the caller's rows do. */
export async function enqueueMails(tx: Executor, mails: OutgoingMail[]): Promise<void> {
  if (mails.length) await tx.insert(mailOutbox).values(mails);
}
