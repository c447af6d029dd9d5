import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { adBookings, availabilityAsks, availabilityInvites, blogCategories, blogPosts, callHours, callPlanners, calls, callSettings, invoiceDrafts, invoiceEvents, invoices, mailOutbox, offers, pendingChanges, requestStatusChanges, user, venueAds, venueRequests, venues } from '@/db/schema';
import { newsletterSubscribers } from '@/db/schema/newsletter';
import { berlinTime } from '@/lib/time';
import { slotLabel } from '@/features/calls/slots';
import { SITE, signInCookie } from '@/test/auth';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';
import { inTransaction } from '@/test/transaction';

// Server actions read the request through next/headers; here each call gets the headers of the visitor under test.
let requestHeaders = new Headers();
vi.mock('next/headers', async () => (await import('@/test/next-mocks')).nextHeaders(() => requestHeaders));
vi.mock('next/cache', async () => (await import('@/test/next-mocks')).nextCache());

const { translator } = await import('@/i18n/translator');
const { createOrPromoteAdmin } = await import('./first-admin');
const { submitVenueRequest } = await import('@/features/requests/intake');
const userActions = await import('./admin-actions');
const outboxActions = await import('@/features/outbox/admin-actions');
const venueAdActions = await import('@/features/venue-ads/admin-actions');
const blogActions = await import('@/features/blog/admin-actions');
const { createPost } = await import('@/features/blog/queries');
const { createAd } = await import('@/features/venue-ads/queries');
const venueActions = await import('@/features/venues/admin-actions');
const { insertVenue } = await import('@/features/venues/queries');
const { GET: exportRequests } = await import('@/app/admin/export/requests/route');
const newsletterActions = await import('@/features/newsletter/admin-actions');
const { GET: exportNewsletter } = await import('@/app/admin/export/newsletter/route');
const { GET: exportInvoices } = await import('@/app/admin/export/invoices/route');
const backupActions = await import('@/features/backups/admin-actions');
const offerActions = await import('@/features/offers/admin-actions');
const availabilityActions = await import('@/features/availability/admin-actions');
const { insertVenue: insertTestVenue } = await import('@/test/offer-fixtures');
const { ensureOffer } = await import('@/features/offers/queries');
const { GET: latestBackup } = await import('@/app/admin/backups/latest/route');
const callActions = await import('@/features/calls/admin-actions');
const { bookCall, savePlanner } = await import('@/features/calls/queries');
const { insertRequest } = await import('@/test/offer-fixtures');
const invoiceActions = await import('@/features/invoices/admin-actions');
const bookingActions = await import('@/features/bookings/admin-actions');
const partnerAreaActions = await import('@/features/partner-area/admin-actions');
const { submitProfileChange } = await import('@/features/partner-area/change-queries');
const { holdBooking } = await import('@/features/bookings/queries');
const { bookingPeriod } = await import('@/features/bookings/rules');
const { issueInvoice } = await import('@/features/invoices/queries');
const { saveInvoiceDraft } = await import('@/features/invoices/draft-queries');
const { EMPTY_INVOICE_VALUES } = await import('@/features/invoices/form-schema');
const { sampleInvoice } = await import('@/test/invoice-fixtures');
const { GET: invoiceFileRoute } = await import('@/app/admin/(workspace)/invoices/[id]/files/[file]/route');

/** Every file that holds admin actions; a new one must be added to ADMIN_ACTION_MODULES below. */
function adminActionFiles(dir = path.join(process.cwd(), 'src/features')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? adminActionFiles(path.join(dir, entry.name)) : entry.name === 'admin-actions.ts' ? [path.relative(process.cwd(), path.join(dir, entry.name))] : [],
  );
}
const ADMIN_ACTION_MODULES: Record<string, Record<string, (input: unknown) => Promise<unknown>>> = {
  'src/features/auth/admin-actions.ts': userActions,
  'src/features/outbox/admin-actions.ts': outboxActions,
  'src/features/venue-ads/admin-actions.ts': venueAdActions,
  'src/features/venues/admin-actions.ts': venueActions,
  'src/features/newsletter/admin-actions.ts': newsletterActions,
  'src/features/blog/admin-actions.ts': blogActions,
  'src/features/backups/admin-actions.ts': backupActions,
  'src/features/offers/admin-actions.ts': offerActions,
  'src/features/availability/admin-actions.ts': availabilityActions,
  'src/features/calls/admin-actions.ts': callActions,
  'src/features/invoices/admin-actions.ts': invoiceActions,
  'src/features/bookings/admin-actions.ts': bookingActions,
  'src/features/partner-area/admin-actions.ts': partnerAreaActions,
};

const signIn = async (email: string, password: string) => new Headers({ cookie: await signInCookie(email, password) });

/**
 * A Monday in the past, whatever day this runs: the seeded call is over, so its outcome can be recorded. A fixed day
 * and the real clock: the sessions signed in before the tests are the auth library's, on the real clock too.
 */
const monday = '2026-11-09';

describeEachDatabase('admin role checks', (database) => {
  const handle = appDatabaseFor(database);
  let adminHeaders: Headers;
  let userHeaders: Headers;
  let partnerHeaders: Headers;
  const ids = { waitingUser: '', request: '', mail: 0, ad: '', venues: [] as string[], offer: '', venue: '', admin: '', call: '', callRequest: '', invoice: '', invoiceDraft: '', booking: '', partner: '', partnerVenue: '', adChange: '', profileChange: '' };
  let subscriberId = '';
  let postId = 0;

  beforeAll(async () => {
    await createOrPromoteAdmin(handle.db, 'chefin@planer.test', 'geheim123');
    await createOrPromoteAdmin(handle.db, 'wartet@planer.test', 'geheim456');
    await handle.db.update(user).set({ role: 'user' }).where(eq(user.email, 'wartet@planer.test'));
    ids.waitingUser = (await handle.db.select({ id: user.id }).from(user).where(eq(user.email, 'wartet@planer.test')))[0].id;
    const stored = await submitVenueRequest(
      handle.db,
      { city: 'berlin', participantCount: 40, companyName: 'Rollen GmbH', contactName: 'Rita', email: 'rita@rollen.de', phone: '030 1' },
      { submissionToken: `roles-${database.dialect}-00000001`, clientKey: '192.0.2.9' },
      { leadNotifyEmail: 'team@planer.test', signature: [], rateLimit: 100, rateWindowSeconds: 600, siteUrl: 'https://www.planer.test', secret: 'roles-test-secret' },
    );
    ids.request = stored.kind === 'accepted' ? stored.id : '';
    await handle.db.execute(sql`update mail_outbox set status = 'failed', attempts = 8`);
    ids.mail = (await handle.db.select({ id: mailOutbox.id }).from(mailOutbox))[0].id;
    ids.ad = (
      await createAd(handle.db, { venueName: 'Rollen-Saal', cityId: 'berlin', description: 'Saal', imageUrl: null, websiteUrl: null, expiresAt: null, active: true, featured: false, liveSystem: true })
    ).id;
    const venueInput = {
      name: 'Rollen-Haus', cityId: 'berlin', cityName: 'Berlin', address: 'Rollenweg 1', capacitySeated: 40, capacityStanding: 0, types: ['restaurant' as const], description: '', included: '',
      websiteUrl: null, contactName: '', contactEmail: '', contactPhone: '', internalNotes: '', priceBlocks: [], minimumSpendCents: null, cancellationTerms: [], guestDrop: null,
    };
    ids.venue = (await insertVenue(handle.db, venueInput, [])).id;
    const postInput = { title: 'Rollen', slug: 'rollen', excerpt: 'Kurz', content: 'Text', author: 'Rita', categoryId: null, tags: [], imageUrl: null, imageId: null, readingTime: 5, publish: false };
    postId = (await createPost(handle.db, postInput)).id;
    subscriberId = (await handle.db.insert(newsletterSubscribers).values({ email: 'leser@planer.test', unsubscribeToken: 'rollen-abmelden', consentText: 'Ja, bitte.' }).returning())[0].id;
    ids.venues = [await insertTestVenue(handle.db, { name: 'Rollen-Halle' }), await insertTestVenue(handle.db, { name: 'Rollen-Keller' })];
    ids.offer = (await ensureOffer(handle.db, ids.request, { validUntil: '2099-12-31', coverNote: '', enterpriseFee: '', options: [] })).id;
    ids.admin = (await handle.db.select({ id: user.id }).from(user).where(eq(user.email, 'chefin@planer.test')))[0].id;
    await savePlanner(handle.db, { userId: ids.admin, takesCalls: true, weekly: [{ weekday: 1, startMinute: 540, endMinute: 600 }], exceptions: [] });
    ids.callRequest = await insertRequest(handle.db, { companyName: 'Anruf GmbH' });
    const booked = await inTransaction(handle.db, bookCall)({ requestId: ids.callRequest, startsAt: berlinTime(monday, 9), wishes: { wishedDates: [], budgetPerPersonCents: null, note: null }, now: berlinTime(monday, 6), byEmail: 'Kunde' });
    ids.call = booked.kind === 'booked' ? booked.call.id : '';
    const issued = await inTransaction(handle.db, issueInvoice)({ document: sampleInvoice({ issueDate: '2026-11-02', dueDate: '2026-11-16' }), requestId: null, subject: 'other', byEmail: 'chefin@planer.test' });
    ids.invoice = issued.kind === 'issued' ? issued.invoice.id : '';
    const period = bookingPeriod(10, 2099, { year: 2099, monthIndex: 0 });
    const held = period.ok
      ? await inTransaction(handle.db, holdBooking)({
          cityId: 'koeln', period: period.period, venueName: 'Rollen-Bräu', description: 'Kölsch', imageUrl: null, imageId: null, websiteUrl: null, contactName: 'Rita', email: 'rita@rollen.de', phone: '0221 1',
          billing: { company: 'Rollen GmbH', street: 'Weg 1', postalCode: '50667', city: 'Köln', country: 'DE' }, vatId: null, confirmTokenHash: 'r'.repeat(64), confirmBy: new Date('2099-01-01T00:00:00Z'),
        })
      : undefined;
    ids.booking = held?.kind === 'held' ? held.booking.id : '';
    ids.invoiceDraft = (await saveInvoiceDraft(handle.db, { id: null, requestId: null, subject: 'other', values: EMPTY_INVOICE_VALUES, byEmail: 'chefin@planer.test' }))!.id;
    await createOrPromoteAdmin(handle.db, 'betreiber@rollen.de', 'geheim789');
    await handle.db.update(user).set({ role: 'partner' }).where(eq(user.email, 'betreiber@rollen.de'));
    const [partner] = await handle.db.select({ id: user.id }).from(user).where(eq(user.email, 'betreiber@rollen.de'));
    ids.partner = partner.id;
    // A change of an ad waiting for the team (inserted as it is stored: the ad has no booking of the operator here).
    ids.adChange = (await handle.db.insert(pendingChanges).values({ kind: 'ad', adId: ids.ad, partnerUserId: partner.id, payload: { description: 'Neu', imageUrl: null, websiteUrl: null } }).returning())[0].id;
    // A venue the operator keeps, with a change of its public profile waiting for the team.
    ids.partnerVenue = await insertTestVenue(handle.db, { name: 'Rollen-Loft', partnerUserId: partner.id });
    const profile = { description: 'Neu', included: '', directions: '', capacitySeated: 40, capacityStanding: 0, types: ['loft' as const], priceBlocks: [], showPrices: false };
    expect(await submitProfileChange(handle.db, partner.id, ids.partnerVenue, { fields: profile, photos: [] })).toBe('began');
    ids.profileChange = (await handle.db.select({ id: pendingChanges.id }).from(pendingChanges).where(eq(pendingChanges.kind, 'profile')))[0].id;
    adminHeaders = await signIn('chefin@planer.test', 'geheim123');
    userHeaders = await signIn('wartet@planer.test', 'geheim456');
    partnerHeaders = await signIn('betreiber@rollen.de', 'geheim789');
  });

  const snapshot = async () => ({
    users: await handle.db.select({ id: user.id, role: user.role, name: user.name, phone: user.phone, jobTitle: user.jobTitle, photoImageId: user.photoImageId }).from(user).orderBy(user.id),
    requests: await handle.db.select({ id: venueRequests.id, status: venueRequests.status }).from(venueRequests),
    history: await handle.db.select().from(requestStatusChanges),
    mails: await handle.db.select({ id: mailOutbox.id, status: mailOutbox.status }).from(mailOutbox).orderBy(mailOutbox.id),
    ads: await handle.db.select().from(venueAds).orderBy(venueAds.id),
    venues: await handle.db.select().from(venues).orderBy(venues.id),
    subscribers: await handle.db.select().from(newsletterSubscribers),
    posts: await handle.db.select().from(blogPosts).orderBy(blogPosts.id),
    categories: await handle.db.select().from(blogCategories).orderBy(blogCategories.id),
    offers: await handle.db.select().from(offers),
    availabilityAsks: await handle.db.select().from(availabilityAsks),
    availabilityInvites: await handle.db.select().from(availabilityInvites),
    calls: await handle.db.select().from(calls),
    callSettings: await handle.db.select().from(callSettings),
    callPlanners: await handle.db.select().from(callPlanners),
    callHours: await handle.db.select().from(callHours).orderBy(callHours.id),
    invoices: await handle.db.select().from(invoices).orderBy(invoices.number),
    invoiceEvents: await handle.db.select().from(invoiceEvents).orderBy(invoiceEvents.id),
    invoiceDrafts: await handle.db.select().from(invoiceDrafts).orderBy(invoiceDrafts.id),
    bookings: await handle.db.select().from(adBookings),
    pendingChanges: await handle.db.select().from(pendingChanges).orderBy(pendingChanges.id),
  });
  const validInputs = () => ({
    grantAdmin: { userId: ids.waitingUser },
    revokeAdmin: { userId: ids.waitingUser },
    removeAccount: { userId: ids.waitingUser },
    updateProfile: { userId: ids.admin, name: 'Chefin Rolle', phone: '030 1', jobTitle: 'Planerin' },
    chooseLanguage: { locale: 'en' },
    setRequestStatus: { requestId: ids.request, status: 'gebucht', note: 'gebucht per Telefon' },
    retryMail: { mailId: ids.mail },
    createVenueAd: { venueName: 'Neuer Saal', cityId: 'koeln', description: 'Kölsch', imageUrl: '', websiteUrl: '', expiresAt: '' },
    updateVenueAd: { id: ids.ad, venueName: 'Rollen-Saal', cityId: 'hamburg', description: 'Saal', imageUrl: '', websiteUrl: '', expiresAt: '', active: 'on' },
    deleteVenueAd: { adId: ids.ad },
    setVenueAdActive: { adId: ids.ad, active: false },
    setVenueAdFeatured: { adId: ids.ad, featured: true },
    createVenue: { name: 'Neues Haus', cityId: 'koeln', address: 'Domplatz 1', capacitySeated: '80', 'type.brauhaus': 'on' },
    updateVenue: { id: ids.venue, name: 'Rollen-Haus', cityId: 'hamburg', address: 'Rollenweg 1', capacityStanding: '60', 'type.bar': 'on' },
    setVenueArchived: { venueId: ids.venue, archived: true },
    deleteVenue: { venueId: ids.venue },
    deleteSubscriber: { subscriberId },
    createBlogPost: { title: 'Neu', excerpt: 'Kurz', content: 'Text', author: 'Rita', tags: 'Rollen' },
    updateBlogPost: { id: postId, title: 'Rollen', excerpt: 'Kurz', content: 'Text', author: 'Rita', intent: 'publish' },
    setBlogPostPublished: { postId, publish: true },
    deleteBlogPost: { postId },
    addDemoContent: {},
    createBackupNow: {},
    chooseOfferVenues: { requestId: ids.request, revision: '0', ...Object.fromEntries(ids.venues.map((id) => [`venue.${id}`, 'on'])) },
    saveOffer: { requestId: ids.request, revision: '0', intent: 'save', validUntil: '2099-12-31', coverNote: 'Rollen' },
    revokeOfferLink: { requestId: ids.request, offerId: ids.offer },
    askAvailability: { requestId: ids.request, [`venue.${ids.venues[0]}`]: 'on', 'dates.0.date': '2099-12-11', 'dates.0.start': '18:00', 'dates.0.end': '23:00', participantCount: '40' },
    takeAnswerIntoOffer: { requestId: ids.request, inviteId: '00000000-0000-4000-8000-000000000001' },
    updateCallSettings: { callMinutes: '20', bufferMinutes: '10', minimumNotice: '90', minimumNoticeUnit: 'minutes', horizonDays: '7' },
    updatePlanner: { userId: ids.admin, takesCalls: 'on', 'hours.1': '09:00–12:00, 13:00–17:00', exceptions: '2026-12-24 frei' },
    recordCallOutcome: { callId: ids.call, outcome: 'held', note: 'Budget steht' },
    renewCalendarFeed: {},
    revokeCalendarFeed: {},
    saveDraft: { buyerName: 'Rollen AG' },
    deleteDraft: { draftId: ids.invoiceDraft },
    issueFromForm: {
      buyerName: 'Rollen AG', buyerStreet: 'Rollenweg 1', buyerPostalCode: '10115', buyerCity: 'Berlin', buyerCountry: 'DE', buyerEmail: 'rechnung@rollen.de',
      serviceFrom: '2026-12-11', dueDate: '2099-12-31', 'lineText.0': 'Planungspauschale', 'lineQuantity.0': '1', 'lineUnit.0': 'C62', 'linePrice.0': '199', 'lineVat.0': '19',
    },
    sendInvoice: { invoiceId: ids.invoice, recipient: 'rechnung@rollen.de' },
    markPaid: { invoiceId: ids.invoice, paidOn: '2026-11-20' },
    cancelWithReason: { invoiceId: ids.invoice, reason: 'Doppelt gestellt' },
    approve: { bookingId: ids.booking },
    reject: { bookingId: ids.booking, reason: 'Bild fehlt' },
    approveChange: { changeId: ids.adChange },
    rejectChange: { changeId: ids.profileChange, reason: 'Fotos fehlen' },
  });

  it('covers every admin-actions module', () => {
    expect(adminActionFiles().sort()).toEqual(Object.keys(ADMIN_ACTION_MODULES).sort());
  });

  it('refuses every admin action without a session (401) and without the admin role (403), changing nothing', async () => {
    const before = await snapshot();
    const inputs = validInputs();
    for (const [file, actions] of Object.entries(ADMIN_ACTION_MODULES)) {
      for (const [name, action] of Object.entries(actions)) {
        const input = inputs[name as keyof typeof inputs];
        expect(input, `${file} ${name} needs a valid input in this test`).toBeDefined();
        requestHeaders = new Headers();
        expect(await action(input), `${name} without a session`).toMatchObject({ ok: false, status: 401 });
        requestHeaders = userHeaders;
        expect(await action(input), `${name} without the admin role`).toMatchObject({ ok: false, status: 403, message: 'Your account is waiting for approval by an administrator.' });
        requestHeaders = partnerHeaders;
        expect(await action(input), `${name} as a venue partner`).toMatchObject({ ok: false, status: 403, message: translator('en', 'admin.guard')('partnerNotAdmin') });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the CSV export without a session (401) and without the admin role (403)', async () => {
    const get = (headers: Headers) => exportRequests(new Request(`${SITE}/admin/export/requests`, { headers }));
    expect((await get(new Headers())).status).toBe(401);
    expect((await get(userHeaders)).status).toBe(403);
    expect((await get(partnerHeaders)).status).toBe(403);
    const allowed = await get(adminHeaders);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('Rollen GmbH');
  });

  it('refuses the newsletter CSV export without a session (401) and without the admin role (403)', async () => {
    const get = (headers: Headers) => exportNewsletter(new Request(`${SITE}/admin/export/newsletter`, { headers }));
    expect((await get(new Headers())).status).toBe(401);
    expect((await get(userHeaders)).status).toBe(403);
    const allowed = await get(adminHeaders);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('leser@planer.test;Pending');
  });

  it('refuses the invoices export for the tax adviser without a session (401), without the admin role (403) and for a bad period (400)', async () => {
    const get = (headers: Headers, query = '?from=2026-12-01&to=2026-12-31') => exportInvoices(new Request(`${SITE}/admin/export/invoices${query}`, { headers }));
    expect((await get(new Headers())).status).toBe(401);
    expect((await get(userHeaders)).status).toBe(403);
    for (const query of ['', '?from=2026-12-01', '?from=2026-12-31&to=2026-12-01', '?from=2026-12-01&to=2027-01-31', '?from=2026-13-01&to=2026-12-31']) {
      const refused = await get(adminHeaders, query);
      expect(refused.status, query).toBe(400);
      // In the admin's language: English here (no choice, no Accept-Language).
      expect((await refused.json()).error).toMatch(/^(Please|The) /);
    }
    const allowed = await get(adminHeaders);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toBe('application/zip');
    expect(allowed.headers.get('content-disposition')).toBe('attachment; filename="Rechnungen_2026-12-01_2026-12-31.zip"');
    // A ZIP: its first entry's local header.
    expect(Buffer.from(await allowed.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
  });

  it('refuses an invoice file without a session (401) and without the admin role (403); an unknown file is 404', async () => {
    const get = (headers: Headers, file = 'pdf') => invoiceFileRoute(new Request(`${SITE}/admin/invoices/${ids.invoice}/files/${file}`, { headers }), { params: Promise.resolve({ id: ids.invoice, file }) });
    expect((await get(new Headers())).status).toBe(401);
    expect((await get(userHeaders)).status).toBe(403);
    expect((await get(partnerHeaders)).status).toBe(403);
    expect((await get(adminHeaders, 'rechnung.exe')).status).toBe(404);
    const xml = await get(adminHeaders, 'xrechnung.xml');
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-disposition')).toBe('attachment; filename="RE-2026-00001-xrechnung.xml"');
  });

  it('refuses the backup download without a session (401) and without the admin role (403)', async () => {
    const get = (headers: Headers) => latestBackup(new Request(`${SITE}/admin/backups/latest`, { headers }));
    expect((await get(new Headers())).status).toBe(401);
    expect((await get(userHeaders)).status).toBe(403);
  });

  it('lets an admin do the same, with the input validated', async () => {
    requestHeaders = adminHeaders;
    expect(await offerActions.setRequestStatus({ requestId: ids.request, status: 'erledigt' })).toMatchObject({ ok: false, status: 400, fieldErrors: { status: 'Please choose a status' } });
    expect(await offerActions.setRequestStatus(validInputs().setRequestStatus)).toEqual({ ok: true, data: undefined });
    expect(await outboxActions.retryMail({ mailId: ids.mail })).toEqual({ ok: true, data: undefined });
    expect(await userActions.grantAdmin({ userId: ids.waitingUser })).toEqual({ ok: true, data: undefined });
    // A venue operator's partner account never becomes an admin.
    expect(await userActions.grantAdmin({ userId: ids.partner })).toMatchObject({ ok: false, status: 404 });
    expect(await venueAdActions.setVenueAdFeatured({ adId: ids.ad, featured: 'yes' })).toMatchObject({ ok: false, status: 400 });
    expect(await venueAdActions.setVenueAdFeatured(validInputs().setVenueAdFeatured)).toEqual({ ok: true, data: undefined });
    expect(await venueActions.setVenueArchived({ venueId: ids.venue, archived: 'yes' })).toMatchObject({ ok: false, status: 400 });
    expect(await venueActions.setVenueArchived(validInputs().setVenueArchived)).toEqual({ ok: true, data: undefined });
    expect(await blogActions.setBlogPostPublished({ postId, publish: 'yes' })).toMatchObject({ ok: false, status: 400 });
    expect(await blogActions.setBlogPostPublished(validInputs().setBlogPostPublished)).toEqual({ ok: true, data: undefined });
    expect(await newsletterActions.deleteSubscriber({ subscriberId: 'leser@planer.test' })).toMatchObject({ ok: false, status: 400 });
    expect(await newsletterActions.deleteSubscriber(validInputs().deleteSubscriber)).toEqual({ ok: true, data: undefined });
    expect(await offerActions.chooseOfferVenues({ requestId: ids.request, revision: '0', [`venue.${ids.venues[0]}`]: 'on' })).toMatchObject({ ok: false, status: 400, fieldErrors: { venues: 'Choose 2 to 6 venues.' } });
    expect(await offerActions.saveOffer(validInputs().saveOffer)).toEqual({ ok: true, data: { intent: 'save', revision: 1 } });
    expect(await availabilityActions.askAvailability({ ...validInputs().askAvailability, 'dates.0.date': '2020-12-11' })).toMatchObject({ ok: false, status: 400, fieldErrors: { 'dates.0.date': 'This date is in the past.' } });
    expect(await availabilityActions.takeAnswerIntoOffer(validInputs().takeAnswerIntoOffer)).toMatchObject({ ok: false, status: 404 });
    const callInputs = validInputs();
    expect(await callActions.updateCallSettings({ ...callInputs.updateCallSettings, callMinutes: '4' })).toMatchObject({ ok: false, status: 400, fieldErrors: { callMinutes: 'Please enter whole minutes from 5 to 240' } });
    expect(await callActions.updateCallSettings(callInputs.updateCallSettings)).toEqual({ ok: true, data: { callMinutes: 20, bufferMinutes: 10, minimumNoticeMinutes: 90, horizonDays: 7 } });
    expect(await callActions.updatePlanner({ ...callInputs.updatePlanner, 'hours.2': '17:00–09:00' })).toMatchObject({ ok: false, status: 400, fieldErrors: { 'hours.2': 'In “17:00–09:00” the end must be after the start' } });
    expect(await callActions.updatePlanner({ ...callInputs.updatePlanner, userId: 'nobody' })).toMatchObject({ ok: false, status: 404, message: 'Only admins can take calls' });
    expect(await callActions.updatePlanner(callInputs.updatePlanner)).toMatchObject({ ok: true });
    expect(await callActions.recordCallOutcome({ ...callInputs.recordCallOutcome, outcome: 'cancelled' })).toMatchObject({ ok: false, status: 400 });
    expect(await callActions.recordCallOutcome(callInputs.recordCallOutcome)).toEqual({ ok: true, data: undefined });
    expect(await callActions.recordCallOutcome(callInputs.recordCallOutcome)).toMatchObject({ ok: false, status: 409 });
    expect(await callActions.revokeCalendarFeed({})).toMatchObject({ ok: false, status: 404 });
    expect(await callActions.renewCalendarFeed({})).toEqual({ ok: true, data: undefined });
    expect(await invoiceActions.issueFromForm({ ...callInputs.issueFromForm, buyerVatId: 'DE12' })).toMatchObject({ ok: false, status: 400, fieldErrors: { buyerVatId: 'The VAT ID does not have the right shape (e.g. DE123456789)' } });
    expect(await invoiceActions.markPaid(callInputs.markPaid)).toEqual({ ok: true, data: undefined });
    expect(await bookingActions.approve(callInputs.approve)).toMatchObject({ ok: false, status: 409, message: 'Only a booking whose e-mail address is confirmed can be approved, and only once.' });
    expect(await bookingActions.reject({ ...callInputs.reject, reason: 'x' })).toMatchObject({ ok: false, status: 400 });
    expect(await partnerAreaActions.rejectChange({ ...callInputs.rejectChange, reason: 'x' })).toMatchObject({ ok: false, status: 400, fieldErrors: { reason: 'Please give the operator a reason.' } });
    const after = await snapshot();
    expect(after.calls).toMatchObject([{ id: ids.call, status: 'held', outcomeNote: 'Budget steht' }]);
    expect(after.callSettings).toMatchObject([{ callMinutes: 20, bufferMinutes: 10, minimumNoticeMinutes: 90, horizonDays: 7 }]);
    expect(after.callHours.map((r) => [r.weekday, r.startMinute, r.endMinute])).toEqual([
      [1, 540, 720],
      [1, 780, 1020],
    ]);
    expect(after.callPlanners).toMatchObject([{ userId: ids.admin, takesCalls: true, feedTokenHash: expect.any(String) }]);
    expect(await callActions.revokeCalendarFeed({})).toEqual({ ok: true, data: undefined });
    expect(after.history.filter((h) => h.requestId === ids.callRequest).map((h) => [h.event, h.note, h.changedByEmail])).toEqual([
      ['call_booked', slotLabel(berlinTime(monday, 9)), 'Kunde'],
      ['call_outcome', 'Gespräch geführt: Budget steht', 'chefin@planer.test'],
    ]);
    expect(after.offers).toMatchObject([{ revision: 1, draft: { coverNote: 'Rollen' } }]);
    expect(after.requests.filter((r) => r.id === ids.request)).toEqual([{ id: ids.request, status: 'gebucht' }]);
    expect(after.history.filter((h) => h.requestId === ids.request)).toMatchObject([{ fromStatus: 'neu', toStatus: 'gebucht', note: 'gebucht per Telefon', changedByEmail: 'chefin@planer.test' }]);
    expect(after.users.map((u) => u.role).sort()).toEqual(['admin', 'admin', 'partner']);
    expect(after.ads).toMatchObject([{ id: ids.ad, featured: true }]);
    expect(after.venues.find((venue) => venue.id === ids.venue)).toMatchObject({ archivedAt: expect.any(Date) });
    expect(after.subscribers).toEqual([]);
    expect(after.posts).toMatchObject([{ id: postId, published: true }]);
    const self = (await handle.db.select({ id: user.id }).from(user).where(eq(user.email, 'chefin@planer.test')))[0].id;
    expect(await userActions.revokeAdmin({ userId: self })).toMatchObject({ ok: false, status: 409, message: 'You cannot revoke your own admin role.' });
  });
});
