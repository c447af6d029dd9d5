import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { isUuid } from '@/lib/uuid';
import { type InvoiceDraftValues, invoiceDrafts } from '@/db/schema';

export type InvoiceDraftRow = typeof invoiceDrafts.$inferSelect;

/** A new draft, or the draft `id` replaced by what was typed; undefined when that draft is gone (issued or deleted meanwhile). */
export async function saveInvoiceDraft(db: Executor, input: { id: string | null; requestId: string | null; subject: string; values: InvoiceDraftValues; byEmail: string }): Promise<InvoiceDraftRow | undefined> {
  if (input.id) {
    const [saved] = await db.update(invoiceDrafts).set({ values: input.values, savedByEmail: input.byEmail }).where(eq(invoiceDrafts.id, input.id)).returning();
    return saved;
  }
  const [created] = await db.insert(invoiceDrafts).values({ requestId: input.requestId, subject: input.subject, values: input.values, savedByEmail: input.byEmail }).returning();
  return created;
}

export async function invoiceDraft(db: Executor, id: string): Promise<InvoiceDraftRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [draft] = await db.select().from(invoiceDrafts).where(eq(invoiceDrafts.id, id));
  return draft;
}

/** Deletes a draft (also in the transaction that issues it); false when it was gone already. */
export async function deleteInvoiceDraft(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(invoiceDrafts).where(eq(invoiceDrafts.id, id)).returning({ id: invoiceDrafts.id });
  return deleted.length > 0;
}

/** The drafts, the newest saved first: all of them, or a request's. */
export function listInvoiceDrafts(db: Executor, requestId?: string) {
  return db
    .select()
    .from(invoiceDrafts)
    .where(requestId ? eq(invoiceDrafts.requestId, requestId) : undefined)
    .orderBy(desc(invoiceDrafts.updatedAt))
    .limit(200);
}
