// Publishes the offers the offer-page spec opens, through the offers feature's own publishVersion, and writes their links'
// tokens to a file beside the data folder for the spec. The planner's builder (admin) makes such offers in production.
import { writeFileSync } from 'node:fs';
import type { Database } from '@/db/client';
import { storedImages } from '@/db/schema';
import { serverSecret } from '@/features/auth/server';
import { acceptOffer, ensureOffer, publishVersion, revokeLink } from '@/features/offers/queries';
import { recordHistory } from '@/features/requests/history-queries';
import { config } from '@/lib/config';
import { addToDay, berlinToday } from '@/lib/time';
import { EMPTY_DRAFT, insertRequest, insertVenue, sampleOption, sampleSnapshot } from '@/test/offer-fixtures';
import { offerTokensFile, type SeededOffers } from './offer-seed';
import { inTransaction } from '@/test/transaction';

// A 1×1 lossless WebP: the comparison's photo row shows our stored copy.
const PIXEL = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

export async function seedOffers(db: Database) {
  const secret = await serverSecret();
  const today = berlinToday();
  const [image] = await db.insert(storedImages).values({ sourceUrl: 'https://e2e.planer.test/foto.webp', contentType: 'image/webp', width: 1, height: 1, bytes: PIXEL }).returning({ id: storedImages.id });

  async function publish(label: string, email: string, validUntil: string): Promise<{ token: string; requestId: string; offerId: string; versionId: string }> {
    const requestId = await insertRequest(db, { companyName: `Müller & Söhne GmbH (${label})`, email });
    const names = ['Alte Münze', 'Spreespeicher', 'Kesselhaus'].map((name) => `${name} ${label}`);
    const venueIds = await Promise.all(names.map((name) => insertVenue(db, { name })));
    const snapshot = sampleSnapshot(venueIds, {
      validUntil,
      request: { companyName: `Müller & Söhne GmbH (${label})`, contactName: 'Erika Müller', cityName: 'Berlin', participantCount: 45, packageId: 'basis' },
      options: venueIds.map((id, i) => sampleOption(id, names[i], i === 0 ? { venue: { ...sampleOption(id, names[i]).venue, imageIds: [image.id] } } : {})),
    });
    const offer = await ensureOffer(db, requestId, EMPTY_DRAFT);
    const outcome = await inTransaction(db, publishVersion)({ offerId: offer.id, expectedRevision: 0, snapshot, changes: [], byEmail: 'paula@planer.test', secret });
    if (!outcome.ok) throw new Error(`Publishing the ${label} offer failed: ${outcome.reason}`);
    if (label === 'zurueckgezogen') await revokeLink(db, offer.id);
    return { token: outcome.published.token, requestId, offerId: offer.id, versionId: outcome.published.versionId };
  }

  /** A request whose company accepted option 1 on its first date and that the planner then marked 'Gebucht'. */
  async function booked(): Promise<string> {
    const { requestId, offerId, versionId } = await publish('gebucht', 'erika-gebucht@mueller.test', addToDay(today, 14));
    const billing = { company: 'Müller & Söhne GmbH', street: 'Hafenstraße 5', postalCode: '20457', city: 'Hamburg' };
    const accepted = await inTransaction(db, acceptOffer)({ offerId, versionId, optionIndex: 0, dateIndex: 0, participantCount: 45, billing, purchaseOrder: 'PO-4711', message: null, summary: 'Option 1', today });
    if (!accepted.ok) throw new Error(`Accepting the booked offer failed: ${accepted.reason}`);
    await recordHistory(db, { requestId, event: 'status', status: 'gebucht', note: null, byEmail: 'paula@planer.test' });
    return requestId;
  }

  const tokens: SeededOffers = {
    withScript: (await publish('mit-js', 'erika-js@mueller.test', addToDay(today, 14))).token,
    withoutScript: (await publish('ohne-js', 'erika-nojs@mueller.test', addToDay(today, 14))).token,
    question: (await publish('frage', 'erika-frage@mueller.test', addToDay(today, 14))).token,
    expired: (await publish('abgelaufen', 'erika-alt@mueller.test', addToDay(today, -1))).token,
    revoked: (await publish('zurueckgezogen', 'erika-weg@mueller.test', addToDay(today, 14))).token,
    bookedRequestId: await booked(),
  };
  writeFileSync(offerTokensFile(config().DATA_DIR), JSON.stringify(tokens));
  console.log('Seeded the offer-page offers.');
}
