import 'server-only';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '@/db/client';
import { postgresConstraint, postgresErrorCode, UNIQUE_VIOLATION } from '@/db/errors';
import { isUuid } from '@/lib/uuid';
import { adBookings, invoiceCounters, invoiceDrafts, invoiceEvents, type InvoiceEventKind, invoices, openInvoiceSubjects, venueRequests } from '@/db/schema';
import { recordHistory } from '@/features/requests/history-queries';
import type { Addressee } from '@/lib/mail/letter';
import type { Day } from '@/lib/time';
import { type InvoiceDocument, invoiceTotals } from './document';
import { bookingOfSubject, cancellationOf, invoiceNumber, type InvoiceProblem, invoiceProblems, yearOf } from './rules';

export type InvoiceRow = typeof invoices.$inferSelect;

const SUBJECT_TAKEN = 'open_invoice_subjects_pkey';

export interface IssueInput {
  document: Omit<InvoiceDocument, 'number'>;
  requestId: string | null;
  /** What is billed, e.g. "package": a request has one open invoice per subject. */
  subject: string;
  byEmail: string;
  byId?: string | null;
  /** The draft it was made from: deleted in the same transaction, so a draft is issued once. */
  draftId?: string | null;
}

export type IssueOutcome =
  | { kind: 'issued'; invoice: InvoiceRow }
  | { kind: 'invalid'; problems: InvoiceProblem[] }
  /** The request has an invoice for this subject that is not cancelled. */
  | { kind: 'already_invoiced' }
  /** The draft was issued or deleted meanwhile (a second click, another planner). */
  | { kind: 'draft_gone' };

/**
 * Takes the year's next number: the counter row is raised in the caller's transaction, so its lock makes
 * concurrent issuers take turns and a rollback returns the number (no gap, no twin).
 */
async function nextSequence(tx: Transaction, year: number): Promise<number> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return counter.lastNumber;
}

async function insertIssued(tx: Transaction, input: IssueInput, cancels: InvoiceRow | null): Promise<InvoiceRow> {
  const year = yearOf(input.document.issueDate);
  const sequence = await nextSequence(tx, year);
  const document: InvoiceDocument = { ...input.document, number: invoiceNumber(year, sequence) };
  const totals = invoiceTotals(document.lines);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: document.number,
      year,
      sequence,
      type: document.type,
      issueDate: document.issueDate,
      dueDate: document.dueDate,
      requestId: input.requestId,
      subject: input.subject,
      cancelsId: cancels?.id ?? null,
      buyerName: document.buyer.name,
      netCents: totals.net,
      vatCents: totals.vat,
      grossCents: totals.gross,
      document,
      issuedByEmail: input.byEmail,
    })
    .returning();
  return invoice;
}

/**
 * Issues an invoice in the caller's transaction (which may add to it, e.g. the mail): checked (invoiceProblems),
 * numbered, frozen, and marked as the request's open invoice for its subject, with the request's history. Nothing
 * is numbered when anything fails: a subject already invoiced rolls back its savepoint, and the caller's rollback
 * returns the number too.
 */
export async function issueInvoice(tx: Transaction, input: IssueInput): Promise<IssueOutcome> {
  const problems = invoiceProblems({ ...input.document, number: 'RE-0000-00000' });
  if (problems.length) return { kind: 'invalid', problems };
  try {
    return await tx.transaction(async (sp) => {
      if (input.draftId) {
        const deleted = await sp.delete(invoiceDrafts).where(eq(invoiceDrafts.id, input.draftId)).returning({ id: invoiceDrafts.id });
        if (!deleted.length) return { kind: 'draft_gone' } as const;
      }
      const invoice = await insertIssued(sp, input, null);
      if (input.requestId) {
        await sp.insert(openInvoiceSubjects).values({ requestId: input.requestId, subject: input.subject, invoiceId: invoice.id });
        await recordHistory(sp, { requestId: input.requestId, event: 'invoice_issued', note: invoice.number, byEmail: input.byEmail, byId: input.byId });
      }
      return { kind: 'issued', invoice } as const;
    });
  } catch (err) {
    if (postgresErrorCode(err) === UNIQUE_VIOLATION && postgresConstraint(err) === SUBJECT_TAKEN) return { kind: 'already_invoiced' };
    throw err;
  }
}

export type CancelOutcome = { kind: 'cancelled'; cancellation: InvoiceRow } | { kind: 'not_cancellable' } | { kind: 'missing' };

/**
 * Cancels an issued invoice with a cancellation invoice (its own number, every amount negated, the original
 * named), records the event on the original and frees the request's subject for a new invoice. Once only: the
 * unique index on cancels_id decides between two at once.
 */
export async function cancelInvoice(db: Database, input: { invoiceId: string; reason: string; issueDate: Day; byEmail: string; byId?: string | null }): Promise<CancelOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [original] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
      if (!original) return { kind: 'missing' } as const;
      if (original.type !== 'invoice') return { kind: 'not_cancellable' } as const;
      const document = cancellationOf(original.document, { issueDate: input.issueDate, reason: input.reason });
      const cancellation = await insertIssued(tx, { document, requestId: original.requestId, subject: original.subject, byEmail: input.byEmail }, original);
      await tx.insert(invoiceEvents).values({ invoiceId: original.id, kind: 'cancelled', day: input.issueDate, note: `${cancellation.number}: ${input.reason}`, byEmail: input.byEmail });
      await tx.delete(openInvoiceSubjects).where(eq(openInvoiceSubjects.invoiceId, original.id));
      if (original.requestId) await recordHistory(tx, { requestId: original.requestId, event: 'invoice_cancelled', note: `${original.number} → ${cancellation.number}: ${input.reason}`, byEmail: input.byEmail, byId: input.byId });
      return { kind: 'cancelled', cancellation } as const;
    });
  } catch (err) {
    if (postgresErrorCode(err) === UNIQUE_VIOLATION) return { kind: 'not_cancellable' };
    throw err;
  }
}

/**
 * Sent or paid (with its day), in the caller's transaction (which adds the mail of a sending, so the event and what
 * it records happen together or not at all): a row of its own, the invoice stays as issued; paid once only (a second
 * payment rolls back its savepoint and answers false).
 */
export async function recordInvoiceEvent(
  tx: Transaction,
  input: { invoiceId: string; kind: Exclude<InvoiceEventKind, 'cancelled'>; day: Day; note?: string | null; byEmail: string; byId?: string | null },
): Promise<boolean> {
  try {
    return await tx.transaction(async (sp) => {
      const [invoice] = await sp.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
      if (!invoice) return false;
      // A cancellation is sent like an invoice, but only an invoice that stands is paid.
      if (input.kind === 'paid' && (invoice.type !== 'invoice' || (await sp.$count(invoiceEvents, and(eq(invoiceEvents.invoiceId, invoice.id), eq(invoiceEvents.kind, 'cancelled')))))) return false;
      await sp.insert(invoiceEvents).values({ invoiceId: input.invoiceId, kind: input.kind, day: input.day, note: input.note ?? null, byEmail: input.byEmail });
      if (invoice.requestId) await recordHistory(sp, { requestId: invoice.requestId, event: input.kind === 'paid' ? 'invoice_paid' : 'invoice_sent', note: input.note ? `${invoice.number}: ${input.note}` : invoice.number, byEmail: input.byEmail, byId: input.byId });
      return true;
    });
  } catch (err) {
    if (postgresErrorCode(err) === UNIQUE_VIOLATION) return false;
    throw err;
  }
}

/** The daily clean-up: invoices whose 8 years of retention ended with the end of their year (the trigger allows only those). */
export async function deleteExpiredInvoices(db: Database): Promise<number> {
  const deleted = await db
    .delete(invoices)
    .where(lt(invoices.issueDate, sql`(date_trunc('year', current_date) - interval '8 years')::date`))
    .returning({ id: invoices.id });
  return deleted.length;
}

export async function invoiceById(db: Executor, id: string): Promise<InvoiceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  return invoice;
}

/** What happened to an invoice after it was issued, in order. */
export function eventsOfInvoice(db: Executor, invoiceId: string) {
  return db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, invoiceId)).orderBy(asc(invoiceEvents.createdAt), asc(invoiceEvents.id));
}

/** A request's invoices and cancellations, the newest first. */
export function invoicesOfRequest(db: Executor, requestId: string) {
  return db
    .select({ id: invoices.id, number: invoices.number, type: invoices.type, issueDate: invoices.issueDate, grossCents: invoices.grossCents })
    .from(invoices)
    .where(eq(invoices.requestId, requestId))
    .orderBy(desc(invoices.year), desc(invoices.sequence));
}

/**
 * Whom an invoice mail greets: the request's contact, or an ad booking's, when it goes to their address, else nobody
 * by name (a bookkeeping address).
 */
export async function invoiceAddressee(db: Executor, invoice: { requestId: string | null; subject: string }, recipient: string): Promise<Addressee | null> {
  const bookingId = bookingOfSubject(invoice.subject);
  const [contact] = invoice.requestId
    ? await db.select({ contactName: venueRequests.contactName, salutation: venueRequests.salutation, email: venueRequests.email }).from(venueRequests).where(eq(venueRequests.id, invoice.requestId))
    : bookingId
      ? await db.select({ contactName: adBookings.contactName, salutation: adBookings.salutation, email: adBookings.email }).from(adBookings).where(eq(adBookings.id, bookingId))
      : [];
  return contact && contact.email.toLowerCase() === recipient.trim().toLowerCase() ? { contactName: contact.contactName, salutation: contact.salutation } : null;
}
