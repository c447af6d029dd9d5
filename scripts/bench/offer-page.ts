// The company's offer page with six options: seeded into the stopped server's embedded database through the offers
// feature's own functions, then timed request after request (p50/p95 of the server's answer on loopback).
import { openPgliteDirectory } from '../../src/db/client.ts';
import { authSecret } from '../../src/features/auth/server.ts';
import { config } from '../../src/lib/config.ts';
import { ensureOffer, publishVersion } from '../../src/features/offers/queries.ts';
import { EMPTY_DRAFT, insertRequest, insertVenue, sampleOption, sampleSnapshot } from '../../src/test/offer-fixtures.ts';
import { inTransaction } from '@/test/transaction';

const OPTIONS = 6;

/** Publishes a six-option offer and returns its link's token (derived from the server's secret as the app does it). */
export async function seedSixOptionOffer(dataDir: string): Promise<string> {
  const handle = await openPgliteDirectory(dataDir);
  try {
    const { db } = handle;
    // The secret the server will sign with: AUTH_SECRET when the bench's environment sets it, else the secret file's.
    const secret = await authSecret(db, config());
    const requestId = await insertRequest(db, { companyName: 'Bench & Co. GmbH', participantCount: 60 });
    const names = Array.from({ length: OPTIONS }, (_, i) => `Bench-Location ${i + 1}`);
    const venueIds = await Promise.all(names.map((name) => insertVenue(db, { name })));
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    const snapshot = sampleSnapshot(venueIds, { validUntil: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`, options: venueIds.map((id, i) => sampleOption(id, names[i])) });
    const offer = await ensureOffer(db, requestId, EMPTY_DRAFT);
    const outcome = await inTransaction(db, publishVersion)({ offerId: offer.id, expectedRevision: 0, snapshot, changes: [], byEmail: 'bench@planer.test', secret });
    if (!outcome.ok) throw new Error(`publishing the bench offer failed: ${outcome.reason}`);
    return outcome.published.token;
  } finally {
    await handle.close();
  }
}
