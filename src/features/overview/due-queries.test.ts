import { expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { adBookings, requestStatusChanges, user } from '@/db/schema';
import { callSlotsProblem } from '@/features/calls/dashboard';
import { takeCallsIfNobodyDoes } from '@/features/calls/queries';
import { cancelInvoice, issueInvoice } from '@/features/invoices/queries';
import { ensureOffer, publishVersion } from '@/features/offers/queries';
import { listInbox } from '@/features/requests/inbox';
import { parseInboxFilter } from '@/features/requests/inbox-filter';
import { CUSTOMER } from '@/features/requests/history-queries';
import { berlinTime } from '@/lib/time';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { EMPTY_DRAFT, insertRequest, insertVenue, sampleSnapshot } from '@/test/offer-fixtures';
import { dueBookings, dueToday, nextDeadlines } from './due-queries';
import { dueCount } from './rules';
import { holidaysOf, NO_HOLIDAYS } from './working-hours';
import { inTransaction } from '@/test/transaction';

// Wednesday, 25 November 2026, 11:00 in Berlin.
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
    // Sent at 08:00 Berlin: its two working hours count from 09:00.
    expect(due.find((request) => request.id === unanswered)?.next.at).toEqual(NOW);
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
    await insertRequest(db, { companyName: 'Ohne Anruf AG', createdAt: hoursAgo(24) });
    const count = async () => dueCount(await dueToday(db, NOW), await callSlotsProblem(db, NOW), NOW);
    expect(await callSlotsProblem(db, NOW)).toBe('nobody');
    expect(await count()).toEqual({ total: 2, overdue: 1 });
    const admin = randomUUID();
    await db.insert(user).values({ id: admin, name: 'Paula', email: 'paula@planer.test', role: 'admin' });
    await inTransaction(db, takeCallsIfNobodyDoes)(admin);
    expect(await count()).toEqual({ total: 1, overdue: 1 });
  });

  it('counts working hours: a request of Friday evening is due on Monday, later after a public holiday', async () => {
    const db = handle.db;
    // Friday, 27 November 2026, 19:03: two working hours end on Monday at 11:00, not on Friday at 21:07.
    const friday = await insertRequest(db, { companyName: 'Freitagabend GmbH', createdAt: berlinTime('2026-11-27', 19, 3) });
    const monday = berlinTime('2026-11-30', 8, 0);
    expect((await nextDeadlines(db, [friday], monday)).get(friday)).toEqual({ kind: 'call', at: berlinTime('2026-11-30', 11, 0) });
    expect(await dueToday(db, berlinTime('2026-11-27', 21, 30))).toEqual([]);
    expect((await dueToday(db, monday)).map((request) => request.companyName)).toEqual(['Freitagabend GmbH']);
    // Friday, 5 March 2027, 17:30: Monday 8 March is a public holiday in Berlin (the default state), not in Bavaria.
    const march = await insertRequest(db, { companyName: 'Frauentag AG', createdAt: berlinTime('2027-03-05', 17, 30) });
    const mondayMarch = berlinTime('2027-03-08', 12, 0);
    expect((await nextDeadlines(db, [march], mondayMarch)).get(march)?.at).toEqual(berlinTime('2027-03-09', 10, 30));
    expect((await nextDeadlines(db, [march], mondayMarch, holidaysOf('BY'))).get(march)?.at).toEqual(berlinTime('2027-03-08', 10, 30));
    // The request of November is long overdue by then; the one of 5 March is due on Tuesday, unless 8 March is worked.
    expect((await dueToday(db, mondayMarch)).map((request) => request.companyName)).toEqual(['Freitagabend GmbH']);
    expect((await dueToday(db, mondayMarch, NO_HOLIDAYS)).map((request) => request.companyName)).toEqual(['Freitagabend GmbH', 'Frauentag AG']);
  });

  it('lists an unanswered question from the offer page until a planner writes into the history after it', async () => {
    const db = handle.db;
    const asked = async (companyName: string, status: 'angebot_gesendet' | 'gebucht' | 'abgesagt', at: Date) => {
      const requestId = await insertRequest(db, { companyName, createdAt: hoursAgo(200), status });
      // As offers/queries.ts recordQuestion writes it: an 'offer_question' by the company, the question as its note.
      await db.insert(requestStatusChanges).values([
        { requestId, event: 'offer_published', fromStatus: 'in_bearbeitung', toStatus: 'angebot_gesendet', changedByEmail: 'otto@planer.test', changedAt: hoursAgo(150) },
        { requestId, event: 'offer_question', fromStatus: status, toStatus: status, note: 'Gibt es vegetarische Menüs?', changedByEmail: CUSTOMER, changedAt: at },
      ]);
      return requestId;
    };
    // Tuesday 17:00: one working hour that day and three on Wednesday, due at 12:00.
    const open = await asked('Frage offen GmbH', 'angebot_gesendet', berlinTime('2026-11-24', 17, 0));
    // Booked already: a question is still answered.
    const booked = await asked('Gebucht mit Frage AG', 'gebucht', berlinTime('2026-11-24', 9, 0));
    const answered = await asked('Beantwortet KG', 'angebot_gesendet', berlinTime('2026-11-24', 10, 0));
    await asked('Abgesagt mit Frage AG', 'abgesagt', berlinTime('2026-11-24', 10, 0));
    // A planner's note after the question answers it; the company's own steps after it (it viewed the offer) do not.
    await db.insert(requestStatusChanges).values([
      { requestId: answered, event: 'status', fromStatus: 'angebot_gesendet', toStatus: 'angebot_gesendet', note: 'Angerufen: ja, drei Menüs', changedByEmail: 'otto@planer.test', changedAt: berlinTime('2026-11-24', 11, 0) },
      { requestId: open, event: 'offer_viewed', fromStatus: 'angebot_gesendet', toStatus: 'angebot_gesendet', changedByEmail: CUSTOMER, changedAt: berlinTime('2026-11-24', 18, 0) },
    ]);
    const due = await dueToday(db, NOW);
    expect(due.map((request) => [request.companyName, request.next.kind, request.next.at, request.planner])).toEqual([
      ['Gebucht mit Frage AG', 'question', berlinTime('2026-11-24', 13, 0), 'otto@planer.test'],
      ['Frage offen GmbH', 'question', berlinTime('2026-11-25', 12, 0), 'otto@planer.test'],
    ]);
    expect(dueCount(due, null, NOW)).toEqual({ total: 2, overdue: 1 });
    const next = await nextDeadlines(db, [open, booked, answered], NOW);
    expect([...next.keys()].sort()).toEqual([open, booked].sort());
    // A second question after the answer is due again, from its own time.
    await db.insert(requestStatusChanges).values({ requestId: answered, event: 'offer_question', fromStatus: 'angebot_gesendet', toStatus: 'angebot_gesendet', note: 'Und Parkplätze?', changedByEmail: CUSTOMER, changedAt: berlinTime('2026-11-25', 9, 30) });
    expect((await nextDeadlines(db, [answered], NOW)).get(answered)).toEqual({ kind: 'question', at: berlinTime('2026-11-25', 13, 30) });
    // The inbox's "Fällig" filter shows them too.
    const ids = (await dueToday(db, NOW)).map((request) => request.id);
    expect((await listInbox(db, { ...parseInboxFilter({ due: '1' }), dueIds: ids })).rows.map((row) => row.companyName).sort()).toEqual(['Beantwortet KG', 'Frage offen GmbH', 'Gebucht mit Frage AG']);
  });

  it('lists the ad bookings awaiting approval one working day after their confirmation, and counts them as due', async () => {
    const db = handle.db;
    const booking = (venueName: string, status: 'unconfirmed' | 'confirmed' | 'approved' | 'rejected', confirmedAt: Date | null) => ({
      cityId: 'koeln', firstMonth: '2027-10-01', lastMonth: '2027-12-01', venueName, description: 'Schön', contactName: 'Jupp', email: `${venueName.replace(/\W/g, '').toLowerCase()}@saal.test`, phone: '0221 1',
      billing: { company: 'Saal GmbH', street: 'Weg 1', postalCode: '50667', city: 'Köln', country: 'DE' }, netCents: 34700, confirmBy: hoursAgo(100), status, confirmedAt, createdAt: hoursAgo(100),
    });
    await db.insert(adBookings).values([
      // Confirmed on Monday 14:00: due Tuesday 14:00, overdue now.
      booking('Alter Saal', 'confirmed', berlinTime('2026-11-23', 14, 0)),
      // Confirmed on Tuesday 18:30 (after hours): due Wednesday 18:00, today.
      booking('Abendsaal', 'confirmed', berlinTime('2026-11-24', 18, 30)),
      // Confirmed this morning at 10:00: due tomorrow, not today.
      booking('Morgensaal', 'confirmed', berlinTime('2026-11-25', 10, 0)),
      booking('Unbestätigt', 'unconfirmed', null),
      booking('Freigegeben', 'approved', berlinTime('2026-11-20', 10, 0)),
      booking('Abgelehnt', 'rejected', berlinTime('2026-11-20', 10, 0)),
    ]);
    const due = await dueBookings(db, NOW);
    expect(due.map((row) => [row.venueName, row.cityName, row.next.kind, row.next.at])).toEqual([
      ['Alter Saal', 'Köln', 'booking', berlinTime('2026-11-24', 14, 0)],
      ['Abendsaal', 'Köln', 'booking', berlinTime('2026-11-25', 18, 0)],
    ]);
    // "Due today" counts them beside the requests: one request overdue, one booking overdue, one due later today.
    await insertRequest(db, { companyName: 'Ohne Anruf AG', createdAt: hoursAgo(24) });
    const requests = await dueToday(db, NOW);
    expect(dueCount([...requests, ...due], null, NOW)).toEqual({ total: 3, overdue: 2 });
    // The booking of this morning is due tomorrow at 10:00; on Friday the one of Wednesday evening would be too.
    expect((await dueBookings(db, berlinTime('2026-11-26', 8, 0))).map((row) => row.venueName)).toEqual(['Alter Saal', 'Abendsaal', 'Morgensaal']);
  });
});
