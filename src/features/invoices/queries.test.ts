import { asc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { invoiceCounters, invoiceEvents, invoices, openInvoiceSubjects, requestStatusChanges } from '@/db/schema';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { insertRequest } from '@/test/offer-fixtures';
import { cancelInvoice, deleteExpiredInvoices, issueInvoice, recordInvoiceEvent } from './queries';
import { inTransaction } from '@/test/transaction';

const byEmail = 'paula@planer.test';

describeEachDatabase('invoices', (database) => {
  const handle = freshDatabaseEach(database);
  const issue = (requestId: string | null, document = sampleInvoice(), subject = 'package') => inTransaction(handle.db, issueInvoice)({ document, requestId, subject, byEmail });
  const numbers = async () => (await handle.db.select({ number: invoices.number }).from(invoices).orderBy(asc(invoices.number))).map((row) => row.number);

  it('numbers 50 invoices issued at once without a gap or a twin, per calendar year', DATABASE_DECIDES, async () => {
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => issue(null)));
    expect(outcomes.every((o) => o.kind === 'issued')).toBe(true);
    expect(await numbers()).toEqual(Array.from({ length: 50 }, (_, i) => `RE-2026-${String(i + 1).padStart(5, '0')}`));
    await issue(null, sampleInvoice({ issueDate: '2027-01-02', dueDate: '2027-01-16' }));
    expect((await numbers()).at(-1)).toBe('RE-2027-00001');
    expect(await handle.db.select().from(invoiceCounters).orderBy(invoiceCounters.year)).toEqual([
      { year: 2026, lastNumber: 50 },
      { year: 2027, lastNumber: 1 },
    ]);
  });

  it('a refused invoice takes no number: the next one closes the row', async () => {
    const requestId = await insertRequest(handle.db);
    expect((await issue(requestId)).kind).toBe('issued');
    expect(await issue(requestId)).toEqual({ kind: 'already_invoiced' });
    expect(await issue(null, sampleInvoice({ dueDate: '2026-12-01' }))).toEqual({ kind: 'invalid', problems: ['dueDate'] });
    const failing = handle.db.transaction(async (tx) => {
      await issueInvoice(tx, { document: sampleInvoice(), requestId: null, subject: 'package', byEmail });
      throw new Error('mail could not be queued');
    });
    await expect(failing).rejects.toThrow('mail could not be queued');
    expect((await issue(null)).kind).toBe('issued');
    expect(await numbers()).toEqual(['RE-2026-00001', 'RE-2026-00002']);
  });

  it('an issued invoice is frozen: no UPDATE, no DELETE before its retention ended', async () => {
    const outcome = await issue(null);
    if (outcome.kind !== 'issued') throw new Error(outcome.kind);
    await expect(handle.db.update(invoices).set({ buyerName: 'Jemand anders' }).where(eq(invoices.id, outcome.invoice.id))).rejects.toThrow();
    await expect(handle.db.delete(invoices).where(eq(invoices.id, outcome.invoice.id))).rejects.toThrow();
    expect(await deleteExpiredInvoices(handle.db)).toBe(0);
    expect(await numbers()).toEqual(['RE-2026-00001']);
  });

  it('the daily clean-up deletes invoices only after 8 years past the end of their year', async () => {
    // The retention is the database's rule (current_date, in the clean-up and in the trigger): its clock, not the JS one, decides.
    const [{ year }] = rowsOf<{ year: number }>(await handle.db.execute(sql`select extract(year from current_date)::int as year`));
    const old = sampleInvoice({ issueDate: `${year - 9}-12-31`, service: { date: `${year - 9}-12-20` }, dueDate: `${year - 8}-01-14` });
    const kept = sampleInvoice({ issueDate: `${year - 8}-01-01`, service: { date: `${year - 9}-12-20` }, dueDate: `${year - 8}-01-14` });
    await issue(null, old);
    await issue(null, kept);
    expect(await deleteExpiredInvoices(handle.db)).toBe(1);
    expect(await numbers()).toEqual([`RE-${year - 8}-00001`]);
  });

  it('cancels with a Stornorechnung of its own number, negated amounts and the original named; then a new invoice may follow', async () => {
    const requestId = await insertRequest(handle.db);
    const first = await issue(requestId);
    if (first.kind !== 'issued') throw new Error(first.kind);
    const outcome = await cancelInvoice(handle.db, { invoiceId: first.invoice.id, reason: 'Falsche Anschrift', issueDate: '2026-12-20', byEmail });
    if (outcome.kind !== 'cancelled') throw new Error(outcome.kind);
    expect(outcome.cancellation).toMatchObject({
      number: 'RE-2026-00002',
      type: 'cancellation',
      cancelsId: first.invoice.id,
      netCents: -first.invoice.netCents,
      vatCents: -first.invoice.vatCents,
      grossCents: -first.invoice.grossCents,
    });
    expect(outcome.cancellation.document.preceding).toEqual({ number: 'RE-2026-00001', issueDate: '2026-12-15' });
    expect(await cancelInvoice(handle.db, { invoiceId: first.invoice.id, reason: 'nochmal', issueDate: '2026-12-20', byEmail })).toEqual({ kind: 'not_cancellable' });
    expect(await cancelInvoice(handle.db, { invoiceId: outcome.cancellation.id, reason: 'Storno vom Storno', issueDate: '2026-12-20', byEmail })).toEqual({ kind: 'not_cancellable' });
    expect(await handle.db.select({ kind: invoiceEvents.kind }).from(invoiceEvents)).toEqual([{ kind: 'cancelled' }]);
    expect(await handle.db.select().from(openInvoiceSubjects)).toEqual([]);

    expect((await issue(requestId)).kind).toBe('issued');
    expect(await inTransaction(handle.db, recordInvoiceEvent)({ invoiceId: first.invoice.id, kind: 'sent', day: '2026-12-15', byEmail })).toBe(true);
    const history = await handle.db.select({ event: requestStatusChanges.event, note: requestStatusChanges.note }).from(requestStatusChanges).orderBy(requestStatusChanges.id);
    expect(history).toEqual([
      { event: 'invoice_issued', note: 'RE-2026-00001' },
      { event: 'invoice_cancelled', note: 'RE-2026-00001 → RE-2026-00002: Falsche Anschrift' },
      { event: 'invoice_issued', note: 'RE-2026-00003' },
      { event: 'invoice_sent', note: 'RE-2026-00001' },
    ]);
  });

  it('records a payment once, and never on a cancellation', async () => {
    const outcome = await issue(null);
    if (outcome.kind !== 'issued') throw new Error(outcome.kind);
    expect(await inTransaction(handle.db, recordInvoiceEvent)({ invoiceId: outcome.invoice.id, kind: 'paid', day: '2026-12-20', byEmail })).toBe(true);
    expect(await inTransaction(handle.db, recordInvoiceEvent)({ invoiceId: outcome.invoice.id, kind: 'paid', day: '2026-12-21', byEmail })).toBe(false);
    await expect(handle.db.execute(sql`update invoice_events set day = '2026-12-22'`)).rejects.toThrow();
    expect(await handle.db.select({ day: invoiceEvents.day }).from(invoiceEvents)).toEqual([{ day: '2026-12-20' }]);
  });
});
