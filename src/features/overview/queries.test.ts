import { expect, it } from 'vitest';
import { requestStatusChanges } from '@/db/schema';
import { listInvoices } from '@/features/invoices/admin-queries';
import { cancelInvoice, issueInvoice, recordInvoiceEvent } from '@/features/invoices/queries';
import { listInbox } from '@/features/requests/inbox';
import { parseInboxFilter } from '@/features/requests/inbox-filter';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { insertRequest } from '@/test/offer-fixtures';
import { overview } from './queries';
import { inTransaction } from '@/test/transaction';

const NOVEMBER = { kind: 'custom', from: '2026-11-01', to: '2026-11-30' } as const;
const start = new Date('2026-11-02T07:00:00Z');
const after = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
const PLANNER = 'paula@planer.test';

describeEachDatabase('the planners’ overview', (database) => {
  const handle = freshDatabaseEach(database);

  /** Four requests of November with known histories, and one of October that must not count. */
  async function knownRequests() {
    const history = (requestId: string, entries: [event: string, at: Date, extra?: Record<string, string>][]) =>
      handle.db.insert(requestStatusChanges).values(
        entries.map(([event, at, extra]) => ({ requestId, event: event as 'status', fromStatus: 'neu' as const, toStatus: 'neu' as const, changedByEmail: PLANNER, changedAt: at, ...extra })),
      );
    const booked = await insertRequest(handle.db, { cityId: 'koeln', cityName: 'Köln', package: 'basis', createdAt: start, status: 'gebucht' });
    await history(booked, [
      ['call_booked', after(1), { changedByEmail: 'Kunde' }],
      ['call_outcome', after(3), { note: 'Gespräch geführt: Budget steht' }],
      ['offer_published', after(20)],
      ['offer_accepted', after(40), { changedByEmail: 'Kunde' }],
      ['status', after(41), { fromStatus: 'angebot_angenommen', toStatus: 'gebucht' }],
      ['invoice_issued', after(42)],
    ]);
    const late = await insertRequest(handle.db, { cityId: 'koeln', cityName: 'Köln', package: 'premium', createdAt: start, status: 'angebot_gesendet' });
    await history(late, [
      ['status', after(5), { fromStatus: 'neu', toStatus: 'in_bearbeitung' }],
      ['offer_published', after(30)],
    ]);
    await insertRequest(handle.db, { cityId: 'berlin', cityName: 'Berlin', package: null, createdAt: start });
    const called = await insertRequest(handle.db, { cityId: 'berlin', cityName: 'Berlin', package: 'basis', createdAt: start });
    // The company's own status note is no contact; its booked call is.
    await history(called, [
      ['status', after(0.5), { changedByEmail: 'Kunde' }],
      ['call_booked', after(2), { changedByEmail: 'Kunde' }],
    ]);
    const october = await insertRequest(handle.db, { createdAt: new Date('2026-10-31T22:30:00Z') });
    await history(october, [['call_booked', new Date('2026-11-01T08:00:00Z')]]);
    const invoice = await inTransaction(handle.db, issueInvoice)({ document: sampleInvoice({ issueDate: '2026-11-10', dueDate: '2026-11-24' }), requestId: booked, subject: 'package', byEmail: PLANNER });
    if (invoice.kind !== 'issued') throw new Error(invoice.kind);
    expect(await inTransaction(handle.db, recordInvoiceEvent)({ invoiceId: invoice.invoice.id, kind: 'paid', day: '2026-11-20', byEmail: PLANNER })).toBe(true);
    return invoice.invoice.netCents;
  }

  it('counts every figure from the history as a hand count does, and agrees with the inbox for the same period', async () => {
    const net = await knownRequests();
    const figures = await overview(handle.db, { period: NOVEMBER });
    // The late request got its offer without a recorded call: it counts as having reached the call steps too.
    expect(figures.funnel).toEqual({ requested: 4, callBooked: 3, callHeld: 2, offerSent: 2, offerAccepted: 1, booked: 1, invoiced: 1, paid: 1 });
    // First contact after 1 h (the booked call), 2 h (a call, the company's note before it not counting), 5 h; one request never.
    expect(figures.firstContact).toEqual({ median: 2, p90: expect.closeTo(4.4, 6), kept: 2, missed: 2, share: 0.5 });
    // Offers after 20 h and 30 h; two requests have none after far more than 24 h.
    expect(figures.firstOffer).toEqual({ median: 25, p90: expect.closeTo(29, 6), kept: 1, missed: 3, share: 0.25 });
    // Every week the period touches, a quiet one as 0.
    expect(figures.perWeek).toEqual([
      { week: '2026-10-26', requests: 0 },
      { week: '2026-11-02', requests: 4 },
      { week: '2026-11-09', requests: 0 },
      { week: '2026-11-16', requests: 0 },
      { week: '2026-11-23', requests: 0 },
      { week: '2026-11-30', requests: 0 },
    ]);
    expect(figures.perCity).toEqual([
      { cityId: 'berlin', cityName: 'Berlin', requests: 2, booked: 0 },
      { cityId: 'koeln', cityName: 'Köln', requests: 2, booked: 1 },
    ]);
    expect(figures.perPackage.sort((a, b) => String(a.package).localeCompare(String(b.package)))).toEqual([
      { package: 'basis', requests: 2, booked: 1 },
      { package: null, requests: 1, booked: 0 },
      { package: 'premium', requests: 1, booked: 0 },
    ]);
    expect(figures.revenue).toEqual([{ month: '2026-11', netCents: net }]);

    const inbox = (query: Record<string, string>) => listInbox(handle.db, parseInboxFilter({ from: NOVEMBER.from, to: NOVEMBER.to, ...query }));
    expect((await inbox({})).total).toBe(figures.funnel.requested);
    expect((await inbox({ status: 'gebucht' })).total).toBe(figures.funnel.booked);
    expect((await inbox({ city: 'koeln' })).total).toBe(figures.perCity.find((city) => city.cityId === 'koeln')!.requests);
  });

  it('filters by city and package, revenue included', async () => {
    await knownRequests();
    const koeln = await overview(handle.db, { period: NOVEMBER, city: 'koeln' });
    expect([koeln.funnel.requested, koeln.funnel.booked, koeln.revenue[0].netCents > 0]).toEqual([2, 1, true]);
    const premium = await overview(handle.db, { period: NOVEMBER, package: 'premium' });
    expect([premium.funnel.requested, premium.funnel.offerSent, premium.revenue]).toEqual([1, 1, [{ month: '2026-11', netCents: 0 }]]);
    const autumn = await overview(handle.db, { period: { kind: 'custom', from: '2026-10-01', to: '2026-11-30' } });
    expect(autumn.revenue.map((month) => month.month)).toEqual(['2026-10', '2026-11']);
    expect(autumn.revenue[0].netCents).toBe(0);
    const october = await overview(handle.db, { period: { kind: 'custom', from: '2026-10-01', to: '2026-10-31' } });
    expect(october.funnel).toMatchObject({ requested: 1, callBooked: 1 });
  });

  it('counts a request in every step up to the furthest it reached, so no step exceeds the one before', async () => {
    const skipping = await Promise.all(Array.from({ length: 3 }, () => insertRequest(handle.db, { createdAt: start, status: 'angebot_gesendet' })));
    // Offers without a recorded call (booked by phone), and one accepted without a recorded publication.
    await handle.db.insert(requestStatusChanges).values([
      ...skipping.map((requestId) => ({ requestId, event: 'offer_published' as const, fromStatus: 'neu' as const, toStatus: 'angebot_gesendet' as const, changedByEmail: PLANNER, changedAt: after(5) })),
      { requestId: skipping[0], event: 'offer_accepted', fromStatus: 'angebot_gesendet', toStatus: 'angebot_angenommen', changedByEmail: 'Kunde', changedAt: after(6) },
    ]);
    const called = await insertRequest(handle.db, { createdAt: start, status: 'in_bearbeitung' });
    await handle.db.insert(requestStatusChanges).values([
      { requestId: called, event: 'call_booked', fromStatus: 'neu', toStatus: 'in_bearbeitung', changedByEmail: 'Kunde', changedAt: after(1) },
      { requestId: called, event: 'call_outcome', fromStatus: 'in_bearbeitung', toStatus: 'in_bearbeitung', note: 'Gespräch geführt', changedByEmail: PLANNER, changedAt: after(2) },
    ]);
    const { funnel } = await overview(handle.db, { period: NOVEMBER });
    expect(funnel).toEqual({ requested: 4, callBooked: 4, callHeld: 4, offerSent: 3, offerAccepted: 1, booked: 0, invoiced: 0, paid: 0 });
  });

  it('counts paid as the Invoices tab does: an invoice paid and cancelled later is not paid', async () => {
    const invoiced = async (pay: boolean, cancel: boolean) => {
      const requestId = await insertRequest(handle.db, { createdAt: start, status: 'gebucht' });
      const issued = await inTransaction(handle.db, issueInvoice)({ document: sampleInvoice({ issueDate: '2026-11-10', dueDate: '2026-11-24' }), requestId, subject: 'package', byEmail: PLANNER });
      if (issued.kind !== 'issued') throw new Error(issued.kind);
      if (pay) expect(await inTransaction(handle.db, recordInvoiceEvent)({ invoiceId: issued.invoice.id, kind: 'paid', day: '2026-11-12', byEmail: PLANNER })).toBe(true);
      if (cancel) expect((await cancelInvoice(handle.db, { invoiceId: issued.invoice.id, reason: 'Doppelt', issueDate: '2026-11-13', byEmail: PLANNER })).kind).toBe('cancelled');
    };
    await invoiced(true, false);
    await invoiced(true, false);
    await invoiced(true, true);
    await invoiced(false, false);
    const { funnel } = await overview(handle.db, { period: NOVEMBER });
    const tab = await listInvoices(handle.db, {}, '2026-11-30');
    const paidOnTheTab = tab.sums.find((sum) => sum.state === 'paid')?.count;
    expect([funnel.invoiced, funnel.paid, paidOnTheTab]).toEqual([4, 2, 2]);
    // Booked from the invoices: each invoiced request counts as having reached every step before it.
    expect([funnel.requested, funnel.booked]).toEqual([4, 4]);
  });
});
