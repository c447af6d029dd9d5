import { eq } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import { mailAttachments, mailOutbox, user, offers, offerVersions, requestStatusChanges, storedImages, venuePhotos, venueRequests, venues } from '@/db/schema';
import { fixClockDays } from '@/test/clock';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';
import { insertRequest, insertVenue } from '@/test/offer-fixtures';

// The role check itself is tested in src/features/auth/roles.test.ts; here a planner is signed in.
vi.mock('@/features/auth/server', () => ({
  sessionUser: async () => ({ id: 'admin-1', email: 'paula@planer.test', name: 'Paula Planer', role: 'admin', isAdmin: true }),
  serverSecret: async () => 'geheim'.repeat(8),
}));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const { chooseOfferVenues, revokeOfferLink, saveOffer } = await import('./admin-actions');
const { translator } = await import('@/i18n/translator');
// Outside a request the admin's language is English.
const builderText = translator('en', 'offers.builder');
const draftText = translator('en', 'offers.draft');
const { offerByToken } = await import('./queries');

// A new draft's validity and the dates the checks refuse count from today: today is the controlled clock's.
const { inDays } = fixClockDays();

describeEachDatabase('offer builder actions', (database) => {
  const handle = appDatabaseFor(database);
  let requestId = '';
  let venueIds: string[] = [];

  beforeEach(async () => {
    // Each test from the migrated database: its request, the admin and three venues (one with a photo).
    await database.reset(handle);
    await handle.db.insert(user).values({ id: 'admin-1', name: 'Paula Planer', email: 'paula@planer.test', role: 'admin' }).onConflictDoNothing();
    requestId = await insertRequest(handle.db, { package: 'premium', participantCount: 45 });
    const blocks = [
      { text: 'Raummiete', basis: 'flat' as const, unitNetCents: 500_00, vatRate: 19 as const },
      { text: 'Menü 3 Gänge', basis: 'per_person' as const, unitNetCents: 42_90, vatRate: 7 as const },
    ];
    venueIds = [
      await insertVenue(handle.db, { name: 'Alte Münze', priceBlocks: blocks, included: 'Garderobe', minimumSpendCents: 3000_00, cancellationTerms: [{ daysBefore: 14, percent: 50 }] }),
      await insertVenue(handle.db, { name: 'Kesselhaus', priceBlocks: blocks }),
      await insertVenue(handle.db, { name: 'Spreespeicher', priceBlocks: blocks }),
    ];
    const [image] = await handle.db.insert(storedImages).values({ sourceUrl: 'https://bilder.test/a.jpg', contentType: 'image/webp', width: 4, height: 3, bytes: Buffer.from('x') }).returning({ id: storedImages.id });
    await handle.db.insert(venuePhotos).values({ venueId: venueIds[0], position: 0, sourceUrl: 'https://bilder.test/a.jpg', imageId: image.id });
  });

  const offerRow = async () => (await handle.db.select().from(offers).where(eq(offers.requestId, requestId)))[0];
  const pick = (ids: string[], revision = 0) => chooseOfferVenues({ requestId, revision: String(revision), ...Object.fromEntries(ids.map((id) => [`venue.${id}`, 'on'])) });

  /** The builder's posted fields for the stored draft, with dates and changes filled in. */
  async function posted(intent: 'save' | 'publish', change: Record<string, string> = {}) {
    const offer = await offerRow();
    const fields: Record<string, string> = { requestId, revision: String(offer.revision), intent, validUntil: offer.draft.validUntil, coverNote: '', enterpriseFee: '' };
    offer.draft.options.forEach((option, i) => {
      fields[`options.${i}.venueId`] = option.venueId;
      fields[`options.${i}.dates.0.date`] = inDays(20);
      fields[`options.${i}.dates.0.start`] = '18:00';
      fields[`options.${i}.dates.0.end`] = '23:30';
      option.lines.forEach((line, j) => {
        for (const [key, value] of Object.entries(line)) fields[`options.${i}.lines.${j}.${key}`] = value;
      });
      fields[`options.${i}.included`] = option.included;
      fields[`options.${i}.holdUntil`] = '';
      fields[`options.${i}.note`] = '';
    });
    return { ...fields, ...change };
  }

  it('picks the venues: one option per venue, prefilled from its price blocks and included services', async () => {
    expect(await pick(venueIds.slice(0, 1))).toMatchObject({ ok: false, status: 400, fieldErrors: { venues: builderText('chooseVenues') } });
    expect(await offerRow()).toBeUndefined();
    expect(await pick(venueIds)).toEqual({ ok: true, data: undefined });
    const offer = await offerRow();
    expect(offer.revision).toBe(1);
    expect(offer.draft.validUntil).toBe(inDays(14));
    expect(offer.draft.options.map((o) => o.venueId).sort()).toEqual([...venueIds].sort());
    expect(offer.draft.options.find((o) => o.venueId === venueIds[0])).toMatchObject({
      included: 'Garderobe',
      lines: [
        { text: 'Raummiete', basis: 'flat', quantity: '1', unitNet: '500,00', vatRate: '19' },
        { text: 'Menü 3 Gänge', basis: 'per_person', quantity: '1', unitNet: '42,90', vatRate: '7' },
      ],
    });
  });

  it('saves an unfinished draft, and refuses a save from an outdated revision without overwriting', async () => {
    await pick(venueIds);
    const unfinished = await posted('save', { 'options.1.lines.0.unitNet': '12,345', 'options.2.dates.0.date': '', 'options.2.dates.0.start': '', 'options.2.dates.0.end': '', coverNote: 'Entwurf' });
    expect(await saveOffer(unfinished)).toEqual({ ok: true, data: { intent: 'save', revision: 2 } });
    const offer = await offerRow();
    expect(offer.draft.coverNote).toBe('Entwurf');
    expect(offer.draft.options[1].lines[0].unitNet).toBe('12,345');
    expect(offer.draft.options[2].dates).toEqual([]);
    expect(await saveOffer({ ...unfinished, coverNote: 'Peter' })).toEqual({ ok: false, status: 409, message: builderText('stale') });
    expect(await saveOffer({ ...(await posted('publish')), revision: '1' })).toEqual({ ok: false, status: 409, message: builderText('stale') });
    expect((await offerRow()).draft.coverNote).toBe('Entwurf');
    expect(await handle.db.select().from(offerVersions)).toEqual([]);
  });

  it('refuses to publish an incomplete offer with each problem by its field, saving nothing', async () => {
    await pick(venueIds);
    const before = await offerRow();
    const result = await saveOffer(
      await posted('publish', { 'options.0.lines.1.unitNet': '-5', 'options.1.lines.0.vatRate': '16', 'options.2.dates.0.date': inDays(-1), validUntil: inDays(-1), 'options.0.holdUntil': inDays(21) }),
    );
    expect(result).toEqual({
      ok: false,
      status: 400,
      message: builderText('invalid'),
      fieldErrors: {
        'options.0.lines.1.unitNet': draftText('price'),
        'options.0.holdUntil': draftText('holdAfterFirstDate'),
        'options.1.lines.0.vatRate': draftText('vat'),
        'options.2.dates.0.date': draftText('datePast'),
        validUntil: draftText('validUntilPast'),
      },
    });
    expect(await offerRow()).toEqual(before);
    expect(await handle.db.select().from(offerVersions)).toEqual([]);
    expect(await handle.db.select().from(mailOutbox)).toEqual([]);
    expect((await handle.db.select({ status: venueRequests.status }).from(venueRequests))[0].status).toBe('neu');
  });

  it('publishes version 1 with the mail, the status and the history, then a revision as version 2 with its changes', async () => {
    await pick(venueIds);
    expect(await saveOffer(await posted('publish', { coverNote: 'Drei Vorschläge' }))).toEqual({ ok: true, data: { intent: 'publish', version: 1 } });
    const [first] = await handle.db.select().from(offerVersions);
    expect(first).toMatchObject({ version: 1, publishedByEmail: 'paula@planer.test', changes: [] });
    const münze = first.snapshot.options.find((o) => o.venue.id === venueIds[0])!;
    expect(münze).toMatchObject({ minimumSpendCents: 3000_00, cancellationTerms: [{ daysBefore: 14, percent: 50 }], included: 'Garderobe' });
    expect(münze.venue.imageIds).toHaveLength(1);
    expect(first.snapshot).toMatchObject({ planner: { name: 'Paula Planer', email: 'paula@planer.test' }, planningFee: { text: 'Planungspauschale Premium', unitNetCents: 299_00, vatRate: 19 }, coverNote: 'Drei Vorschläge' });
    expect((await offerRow()).draft.coverNote).toBe('Drei Vorschläge');
    expect((await handle.db.select({ status: venueRequests.status }).from(venueRequests))[0].status).toBe('angebot_gesendet');
    expect(await handle.db.select({ event: requestStatusChanges.event, note: requestStatusChanges.note, by: requestStatusChanges.changedByEmail }).from(requestStatusChanges)).toEqual([
      { event: 'offer_published', note: 'Version 1', by: 'paula@planer.test' },
    ]);
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ kind: 'offer-published', recipient: 'erika@mueller.test', subject: 'Ihr Angebot für Ihre Weihnachtsfeier', secretLink: true, requestId });
    const token = /\/angebot\/(\S+)/.exec(mail.textBody)![1];
    expect(mail.textBody).toContain(`http://localhost:3000/angebot/${token}`);
    expect((await offerByToken(handle.db, token)).kind).toBe('found');
    const [pdf] = await handle.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail.id));
    expect([pdf.filename, pdf.contentType, pdf.content.subarray(0, 8).toString('latin1')]).toEqual(['Angebot-Mueller-Soehne-GmbH-v1.pdf', 'application/pdf', '%PDF-1.7']);

    expect(await saveOffer(await posted('publish', { coverNote: 'Drei Vorschläge', 'options.0.lines.1.unitNet': '45,00' }))).toEqual({ ok: true, data: { intent: 'publish', version: 2 } });
    const second = (await handle.db.select().from(offerVersions).where(eq(offerVersions.version, 2)))[0];
    const name = second.snapshot.options[0].venue.name;
    expect(second.changes).toEqual([`${name}: price line “Menü 3 Gänge” changed from 1 × 42,90\u00a0€ per person, VAT 7 % to 1 × 45,00\u00a0€ per person, VAT 7 %`]);
    const revised = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'offer-revised'));
    expect(revised).toHaveLength(1);
    expect(revised[0].subject).toBe('Ihr überarbeitetes Angebot für Ihre Weihnachtsfeier');
    expect(revised[0].textBody).toContain(`/angebot/${token}`);
    const found = await offerByToken(handle.db, token);
    expect(found.kind === 'found' && found.version.version).toBe(2);
  });

  it('refuses an archived venue for a new option at publication but keeps one offered before', async () => {
    await pick(venueIds);
    await handle.db.update(venues).set({ archivedAt: new Date() }).where(eq(venues.id, venueIds[2]));
    const result = await saveOffer(await posted('publish'));
    const index = (await offerRow()).draft.options.findIndex((o) => o.venueId === venueIds[2]);
    expect(result).toMatchObject({ ok: false, fieldErrors: { [`options.${index}.venueId`]: draftText('venueArchived') } });
    await handle.db.update(venues).set({ archivedAt: null }).where(eq(venues.id, venueIds[2]));
    expect((await saveOffer(await posted('publish'))).ok).toBe(true);
    await handle.db.update(venues).set({ archivedAt: new Date() }).where(eq(venues.id, venueIds[2]));
    expect(await saveOffer(await posted('publish'))).toEqual({ ok: true, data: { intent: 'publish', version: 2 } });
  });

  it('revokes the link, and the next publication mails a new one', async () => {
    await pick(venueIds);
    await saveOffer(await posted('publish'));
    const offer = await offerRow();
    const firstToken = /\/angebot\/(\S+)/.exec((await handle.db.select().from(mailOutbox))[0].textBody)![1];
    expect(await revokeOfferLink({ requestId, offerId: offer.id })).toEqual({ ok: true, data: undefined });
    expect((await offerByToken(handle.db, firstToken)).kind).toBe('revoked');
    await saveOffer(await posted('publish'));
    const [revised] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'offer-revised'));
    const newToken = /\/angebot\/(\S+)/.exec(revised.textBody)![1];
    expect(newToken).not.toBe(firstToken);
    expect((await offerByToken(handle.db, newToken)).kind).toBe('found');
    expect((await offerByToken(handle.db, firstToken)).kind).toBe('unknown');
  });
});
