import type { Database, Executor } from '@/db/client';
import { acceptOffer, ensureOffer, publishVersion } from '@/features/offers/queries';
import { recordHistory } from '@/features/requests/history-queries';
import { addToDay, type Day } from '@/lib/time';
import { formData } from './server-actions';
import { type OfferDraft, type OfferOption, type OfferSnapshot, venueRequests, venues } from '@/db/schema';
import { inTransaction } from '@/test/transaction';

/** A request as the form stores it, for tests of what follows it (offers, calls, invoices). */
export async function insertRequest(db: Executor, overrides: Partial<typeof venueRequests.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(venueRequests)
    .values({
      submissionToken: `token-${Math.random().toString(36).slice(2)}`,
      cityId: 'berlin',
      cityName: 'Berlin',
      citySelection: 'berlin',
      participantCount: 45,
      package: 'basis',
      companyName: 'Müller & Söhne GmbH',
      contactName: 'Erika Müller',
      email: 'erika@mueller.test',
      phone: '030 1234567',
      ...overrides,
    })
    .returning({ id: venueRequests.id });
  return row.id;
}

/** A venue of the catalogue with sensible defaults. */
export async function insertVenue(db: Executor, overrides: Partial<typeof venues.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(venues)
    .values({ name: 'Alte Münze', cityId: 'berlin', cityName: 'Berlin', address: 'Molkenmarkt 2, 10179 Berlin', capacitySeated: 80, capacityStanding: 150, types: ['eventlocation'], ...overrides })
    .returning({ id: venues.id });
  return row.id;
}

export const EMPTY_DRAFT: OfferDraft = { validUntil: '', coverNote: '', enterpriseFee: '', options: [] };

export function sampleOption(venueId: string, name = 'Alte Münze', overrides: Partial<OfferOption> = {}): OfferOption {
  return {
    venue: { id: venueId, name, cityName: 'Berlin', address: 'Molkenmarkt 2, 10179 Berlin', capacitySeated: 80, capacityStanding: 150, types: ['eventlocation'], description: 'Historische Münzprägeanstalt an der Spree.', websiteUrl: 'https://example.org', imageIds: [] },
    dates: [
      { date: '2026-12-11', start: '18:00', end: '23:30' },
      { date: '2026-12-12', start: '19:00', end: '01:00' },
    ],
    lines: [
      { text: 'Raummiete', basis: 'flat', quantity: 1, unitNetCents: 500_00, vatRate: 19 },
      { text: 'Menü 3 Gänge', basis: 'per_person', quantity: 1, unitNetCents: 42_90, vatRate: 7 },
      { text: 'Getränkepauschale', basis: 'per_person', quantity: 1, unitNetCents: 29_99, vatRate: 19 },
    ],
    included: 'Tische, Stühle, Garderobe',
    minimumSpendCents: 3000_00,
    cancellationTerms: [
      { daysBefore: 30, percent: 25 },
      { daysBefore: 14, percent: 50 },
      { daysBefore: 7, percent: 80 },
    ],
    guestDrop: { kind: 'percent', amount: 10, untilDaysBefore: 7 },
    holdUntil: '2026-12-01',
    note: 'Mein Favorit für Ihre Gruppe.',
    ...overrides,
  };
}

/** A published offer's content with the given options (by default one option per venue id). */
export function sampleSnapshot(venueIds: readonly string[], overrides: Partial<OfferSnapshot> = {}): OfferSnapshot {
  return {
    request: { companyName: 'Müller & Söhne GmbH', contactName: 'Erika Müller', cityName: 'Berlin', participantCount: 45, packageId: 'basis' },
    planner: { name: 'Paula Planer', email: 'paula@planer.test' },
    validUntil: '2026-12-09',
    coverNote: 'Hier sind drei Vorschläge für Ihre Feier.',
    planningFee: { text: 'Planungspauschale Basis', basis: 'flat', quantity: 1, unitNetCents: 199_00, vatRate: 19 },
    options: venueIds.map((id, i) => sampleOption(id, `Location ${i + 1}`)),
    ...overrides,
  };
}

/** A published offer with two venues, valid until 2099 unless `overrides` say otherwise, as its company's link opens it. */
export async function publishOffer(db: Database, secret: string, overrides: Partial<OfferSnapshot> = {}) {
  const requestId = await insertRequest(db, { email: `firma-${Math.random().toString(36).slice(2)}@mueller.test` });
  const venueIds = [await insertVenue(db, { name: 'Erste' }), await insertVenue(db, { name: 'Zweite' })];
  const snapshot = { ...sampleSnapshot(venueIds), validUntil: '2099-12-31', ...overrides };
  const offer = await ensureOffer(db, requestId, EMPTY_DRAFT);
  const outcome = await inTransaction(db, publishVersion)({ offerId: offer.id, expectedRevision: 0, snapshot, changes: [], byEmail: 'paula@planer.test', secret });
  if (!outcome.ok) throw new Error(outcome.reason);
  return { offerId: offer.id, snapshot, ...outcome.published };
}

/** The company's choice of option 2, its second date, for 45 guests, as the offer page posts it. */
export function choiceForm(offer: { token: string; versionId: string }, fields: Record<string, string> = {}): FormData {
  const billing = { company: 'Müller & Söhne GmbH', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', purchaseOrder: 'PO-4711', terms: 'on', message: '' };
  return formData({ token: offer.token, versionId: offer.versionId, optionIndex: '1', dateIndex: '1', participantCount: '45', ...billing, ...fields });
}

/**
 * A request whose company accepted the offer (option 1 on its first date, `partyDate` when given), then booked
 * ('Gebucht') by the planner: ready to be invoiced.
 */
export async function insertBookedRequest(db: Database, today: Day, { request, partyDate }: { request?: Partial<typeof venueRequests.$inferInsert>; partyDate?: Day } = {}): Promise<string> {
  const id = await insertRequest(db, { email: 'einkauf@mueller.test', ...request });
  const venueId = await insertVenue(db);
  const offer = await ensureOffer(db, id, EMPTY_DRAFT);
  const snapshot = sampleSnapshot([venueId, venueId], { validUntil: addToDay(today, 7) });
  if (partyDate) snapshot.options[0].dates[0].date = partyDate;
  const published = await inTransaction(db, publishVersion)({ offerId: offer.id, expectedRevision: 0, snapshot, changes: [], byEmail: 'paula@planer.test', secret: 'c'.repeat(32) });
  if (!published.ok) throw new Error(published.reason);
  const billing = { company: 'Müller & Söhne GmbH', street: 'Hafenstraße 5', postalCode: '20457', city: 'Hamburg' };
  await inTransaction(db, acceptOffer)({ offerId: offer.id, versionId: published.published.versionId, optionIndex: 0, dateIndex: 0, participantCount: 40, billing, purchaseOrder: 'PO-4711', message: null, summary: 'Option 1', today });
  await recordHistory(db, { requestId: id, event: 'status', status: 'gebucht', note: null, byEmail: 'paula@planer.test' });
  return id;
}
