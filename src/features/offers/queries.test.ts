import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox, offerAcceptances, offers, offerVersions, requestStatusChanges, venueRequests, venues } from '@/db/schema';
import { queueMail } from '@/lib/mail/queue';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { EMPTY_DRAFT, insertRequest, insertVenue, sampleSnapshot } from '@/test/offer-fixtures';
import { acceptOffer, ensureOffer, offerByToken, publishVersion, recordFirstView, revokeLink, saveDraft } from './queries';
import { hashToken } from './tokens';
import { inTransaction } from '@/test/transaction';

const secret = 'x'.repeat(40);
const billing = { company: 'Müller & Söhne GmbH', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' };

describeEachDatabase('offers', (database) => {
  const handle = freshDatabaseEach(database);

  async function published(venueCount = 2) {
    const requestId = await insertRequest(handle.db);
    const venueIds = await Promise.all(Array.from({ length: venueCount }, (_, i) => insertVenue(handle.db, { name: `Location ${i + 1}` })));
    const offer = await ensureOffer(handle.db, requestId, EMPTY_DRAFT);
    const outcome = await handle.db.transaction(async (tx) => {
      const publishing = await publishVersion(tx, { offerId: offer.id, expectedRevision: 0, snapshot: sampleSnapshot(venueIds), changes: [], byEmail: 'paula@planer.test', secret });
      if (publishing.ok) await queueMail(tx, { kind: 'offer-published', recipient: 'erika@mueller.test', subject: 'Ihr Angebot', textBody: `Link: /angebot/${publishing.published.token}`, requestId, secretLink: true });
      return publishing;
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    return { venueIds, offer, ...outcome.published };
  }

  it('refuses the second of two planners saving from the same revision', async () => {
    const requestId = await insertRequest(handle.db);
    const offer = await ensureOffer(handle.db, requestId, EMPTY_DRAFT);
    expect((await ensureOffer(handle.db, requestId, { ...EMPTY_DRAFT, coverNote: 'zweite' })).id).toBe(offer.id);
    expect(await saveDraft(handle.db, { offerId: offer.id, expectedRevision: 0, draft: { ...EMPTY_DRAFT, coverNote: 'Paula' }, venueIds: [] })).toEqual({ ok: true, revision: 1 });
    expect(await saveDraft(handle.db, { offerId: offer.id, expectedRevision: 0, draft: { ...EMPTY_DRAFT, coverNote: 'Peter' }, venueIds: [] })).toEqual({ ok: false, reason: 'stale' });
    const [row] = await handle.db.select({ draft: offers.draft }).from(offers);
    expect(row.draft.coverNote).toBe('Paula');
  });

  it('publishes a frozen version with its mail and history, and opens it by the token, whose hash alone is stored', async () => {
    const { requestId, token, version, offer } = await published();
    expect(version).toBe(1);
    const [stored] = await handle.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const [request] = await handle.db.select({ status: venueRequests.status }).from(venueRequests);
    expect(request.status).toBe('angebot_gesendet');
    expect(await handle.db.select({ event: requestStatusChanges.event, to: requestStatusChanges.toStatus, note: requestStatusChanges.note }).from(requestStatusChanges)).toEqual([
      { event: 'offer_published', to: 'angebot_gesendet', note: 'Version 1' },
    ]);
    expect(await handle.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.requestId, requestId))).toEqual([{ kind: 'offer-published' }]);
    const found = await offerByToken(handle.db, token);
    expect(found.kind === 'found' && found.version.snapshot.options.map((o) => o.venue.name)).toEqual(['Location 1', 'Location 2']);
    expect((await offerByToken(handle.db, token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).kind).toBe('unknown');
    expect((await offerByToken(handle.db, 'kurz')).kind).toBe('unknown');
  });

  it('keeps the same link for a revised version, which the link then shows', async () => {
    const first = await published();
    const second = await inTransaction(handle.db, publishVersion)({ offerId: first.offer.id, expectedRevision: 0, snapshot: sampleSnapshot(first.venueIds, { coverNote: 'Neu' }), changes: ['Anschreiben geändert'], byEmail: 'paula@planer.test', secret });
    expect(second.ok && second.published).toMatchObject({ version: 2, token: first.token });
    const found = await offerByToken(handle.db, first.token);
    expect(found.kind === 'found' && [found.version.version, found.version.snapshot.coverNote]).toEqual([2, 'Neu']);
  });

  it('refuses every update of a published version', async () => {
    await published();
    await expect(handle.db.update(offerVersions).set({ changes: ['manipuliert'] })).rejects.toThrow();
    const [version] = await handle.db.select({ changes: offerVersions.changes }).from(offerVersions);
    expect(version.changes).toEqual([]);
  });

  it('records the first view once, as "Kunde"', async () => {
    const { offer, token } = await published();
    // Two views that both still saw the offer unopened: the database lets one through.
    await Promise.all([recordFirstView(handle.db, offer), recordFirstView(handle.db, offer)]);
    const reopened = await offerByToken(handle.db, token);
    if (reopened.kind !== 'found') throw new Error(reopened.kind);
    expect(reopened.offer.firstViewedAt).toBeInstanceOf(Date);
    await recordFirstView(handle.db, reopened.offer);
    const views = await handle.db.select().from(requestStatusChanges).where(eq(requestStatusChanges.event, 'offer_viewed'));
    expect(views.map((v) => [v.changedByEmail, v.fromStatus, v.toStatus])).toEqual([['Kunde', 'angebot_gesendet', 'angebot_gesendet']]);
  });

  it('accepts once when two submissions race, and refuses a new version after it', DATABASE_DECIDES, async () => {
    const { offer, versionId, venueIds } = await published();
    const choice = { offerId: offer.id, versionId, optionIndex: 1, dateIndex: 1, participantCount: 40, billing, purchaseOrder: null, message: null, summary: 'Option 2', today: '2026-11-25' };
    const outcomes = await Promise.all([inTransaction(handle.db, acceptOffer)(choice), inTransaction(handle.db, acceptOffer)({ ...choice, optionIndex: 0 })]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toEqual({ ok: false, reason: 'already' });
    expect(await handle.db.select({ n: sql<number>`count(*)::int` }).from(offerAcceptances)).toEqual([{ n: 1 }]);
    const [request] = await handle.db.select({ status: venueRequests.status }).from(venueRequests);
    expect(request.status).toBe('angebot_angenommen');
    await expect(handle.db.update(offerAcceptances).set({ participantCount: 999 })).rejects.toThrow();
    expect(await inTransaction(handle.db, publishVersion)({ offerId: offer.id, expectedRevision: 0, snapshot: sampleSnapshot(venueIds), changes: [], byEmail: 'p', secret })).toEqual({ ok: false, reason: 'accepted' });
  });

  it('refuses a choice made on an outdated version, after the validity date, and on a revoked link', async () => {
    const first = await published();
    await inTransaction(handle.db, publishVersion)({ offerId: first.offer.id, expectedRevision: 0, snapshot: sampleSnapshot(first.venueIds), changes: [], byEmail: 'p', secret });
    const choice = { offerId: first.offer.id, versionId: first.versionId, optionIndex: 0, dateIndex: 0, participantCount: 40, billing, purchaseOrder: null, message: null, summary: 'Option 1', today: '2026-11-25' };
    expect(await inTransaction(handle.db, acceptOffer)(choice)).toEqual({ ok: false, reason: 'outdated' });
    const newest = await offerByToken(handle.db, first.token);
    const onNewest = { ...choice, versionId: newest.kind === 'found' ? newest.version.id : '' };
    // sampleSnapshot is valid until 2026-12-09: the day after, the database refuses the choice.
    expect(await inTransaction(handle.db, acceptOffer)({ ...onNewest, today: '2026-12-10' })).toEqual({ ok: false, reason: 'expired' });
    await revokeLink(handle.db, first.offer.id);
    expect((await offerByToken(handle.db, first.token)).kind).toBe('revoked');
    expect(await inTransaction(handle.db, acceptOffer)(choice)).toEqual({ ok: false, reason: 'missing' });
  });

  it('keeps a venue used in an offer from being deleted', async () => {
    const { venueIds } = await published();
    await expect(handle.db.delete(venues).where(eq(venues.id, venueIds[0]))).rejects.toThrow();
    const unused = await insertVenue(handle.db, { name: 'Frei' });
    await handle.db.delete(venues).where(eq(venues.id, unused));
  });

  it('deletes the offer with its request', async () => {
    const { requestId } = await published();
    await handle.db.delete(venueRequests).where(eq(venueRequests.id, requestId));
    expect(await handle.db.select().from(offers)).toEqual([]);
    expect(await handle.db.select().from(offerVersions)).toEqual([]);
  });
});
