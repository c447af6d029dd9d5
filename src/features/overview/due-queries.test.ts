import { expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { requestStatusChanges, user } from '@/db/schema';
import { callSlotsProblem } from '@/features/calls/dashboard';
import { takeCallsIfNobodyDoes } from '@/features/calls/queries';
import { cancelInvoice, issueInvoice } from '@/features/invoices/queries';
import { ensureOffer, publishVersion } from '@/features/offers/queries';
import { listInbox } from '@/features/requests/inbox';
import { parseInboxFilter } from '@/features/requests/inbox-filter';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { EMPTY_DRAFT, insertRequest, insertVenue, sampleSnapshot } from '@/test/offer-fixtures';
import { dueToday, nextDeadlines } from './due-queries';
import { dueCount } from './rules';
import { inTransaction } from '@/test/transaction';

const NOW = new Date('2026-11-25T10:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describeEachDatabase('what is due', (database) => {
  const handle = freshDatabaseEach(database);

  it('lists what is due today from the history, the offer and the invoices, overdue first, with who works it', async () => {
    const db = handle.db;
    const unanswered = await insertRequest(db, { companyName: 'Ohne Anruf AG', createdAt: hoursAgo(3) });
    const fresh = await insertRequest(db, { companyName: 'Gerade eben GmbH', createdAt: hoursAgo(1) });
    const called = await insertRequest(db, { companyName: 'Gespräch KG', createdAt: hoursAgo(30), status: 'in_bearbeitung' });
    await db.insert(requestStatusChanges).values([
      { requestId: called, event: 'call_booked', fromStatus: 'neu', toStatus: 'in_bearbeitung', changedByEmail: 'Kunde', changedAt: hoursAgo(29) },
      { requestId: called, event: 'call_outcome', fromStatus: 'in_bearbeitung', toStatus: 'in_bearbeitung', note: 'Gespräch geführt', changedByEmail: 'paula@planer.test', changedAt: hoursAgo(25) },
    ]);
    const offered = await insertRequest(db, { companyName: 'Angebot GmbH', createdAt: hoursAgo(100), status: 'angebot_gesendet' });
    const offer = await ensureOffer(db, offered, EMPTY_DRAFT);
    const venue = await insertVenue(db);
    // Valid to 9 December, but its first venue option ends on 26 November: within 48 hours.
    const snapshot = sampleSnapshot([venue, venue]);
    snapshot.options[0].holdUntil = '2026-11-26';
    const published = await inTransaction(db, publishVersion)({ offerId: offer.id, expectedRevision: 0, snapshot, changes: [], byEmail: 'otto@planer.test', secret: 's'.repeat(32) });
    expect(published.ok).toBe(true);
    const billed = await insertRequest(db, { companyName: 'Rechnung AG', createdAt: hoursAgo(500), status: 'gebucht' });
    const issued = await inTransaction(db, issueInvoice)({ document: sampleInvoice({ issueDate: '2026-11-01', dueDate: '2026-11-15' }), requestId: billed, subject: 'package', byEmail: 'paula@planer.test' });
    const settled = await insertRequest(db, { companyName: 'Storniert AG', createdAt: hoursAgo(500), status: 'gebucht' });
    const cancelled = await inTransaction(db, issueInvoice)({ document: sampleInvoice({ issueDate: '2026-11-01', dueDate: '2026-11-15' }), requestId: settled, subject: 'package', byEmail: 'paula@planer.test' });
    if (issued.kind !== 'issued' || cancelled.kind !== 'issued') throw new Error('not issued');
    await cancelInvoice(db, { invoiceId: cancelled.invoice.id, reason: 'Doppelt', issueDate: '2026-11-02', byEmail: 'paula@planer.test' });
    await insertRequest(db, { companyName: 'Abgesagt GmbH', createdAt: hoursAgo(5), status: 'abgesagt' });

    const due = await dueToday(db, NOW);
    expect(due.map((request) => [request.companyName, request.next.kind, request.planner])).toEqual([
      ['Rechnung AG', 'invoice', 'paula@planer.test'],
      ['Gespräch KG', 'offer', 'paula@planer.test'],
      ['Ohne Anruf AG', 'call', null],
      ['Gerade eben GmbH', 'call', null],
    ]);
    expect(due.find((request) => request.id === called)?.next.at).toEqual(hoursAgo(1));
    expect(due.find((request) => request.id === unanswered)?.next.at).toEqual(hoursAgo(1));
    // The inbox's "Fällig" filter lists the same requests.
    const inbox = await listInbox(db, { ...parseInboxFilter({ due: '1' }), dueIds: due.map((request) => request.id) });
    expect(inbox.rows.map((row) => row.companyName).sort()).toEqual(['Gerade eben GmbH', 'Gespräch KG', 'Ohne Anruf AG', 'Rechnung AG']);
    expect((await listInbox(db, { ...parseInboxFilter({ due: '1' }), dueIds: [] })).total).toBe(0);
    const next = await nextDeadlines(db, [offered, fresh, settled], NOW);
    expect(Object.fromEntries([...next.entries()].map(([id, deadline]) => [id, [deadline.kind, deadline.at.toISOString()]]))).toEqual({
      [offered]: ['option', '2026-11-26T22:59:59.999Z'],
      [fresh]: ['call', '2026-11-25T11:00:00.000Z'],
    });
  });

  it('counts the closed call booking as one due item while nobody takes calls', async () => {
    const db = handle.db;
    await insertRequest(db, { companyName: 'Ohne Anruf AG', createdAt: hoursAgo(3) });
    const count = async () => dueCount(await dueToday(db, NOW), await callSlotsProblem(db, NOW), NOW);
    expect(await callSlotsProblem(db, NOW)).toBe('nobody');
    expect(await count()).toEqual({ total: 2, overdue: 1 });
    const admin = randomUUID();
    await db.insert(user).values({ id: admin, name: 'Paula', email: 'paula@planer.test', role: 'admin' });
    await inTransaction(db, takeCallsIfNobodyDoes)(admin);
    expect(await count()).toEqual({ total: 1, overdue: 1 });
  });
});
