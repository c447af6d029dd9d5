import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { mailOutbox } from '@/db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

export const OUTBOX_PAGE_SIZE = 100;

/** The newest mails first, with everything the admin needs to see why one did not go out. */
export function listMails(db: Executor, limit = OUTBOX_PAGE_SIZE): Promise<OutboxMail[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

/** Gives a failed mail a fresh start (attempts from zero, due now); false when it is not failed. */
export async function retryFailedMail(db: Executor, id: number): Promise<boolean> {
  const changed = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return changed.length > 0;
}
