import { eq } from 'drizzle-orm';
import { NextIntlClientProvider } from 'next-intl';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, expect, it, vi } from 'vitest';
import { adBookings, mailOutbox, pendingChangePhotos, pendingChanges, storedImages, user, venueAds, venuePhotos, venues } from '@/db/schema';
import { MESSAGES } from '@/i18n/messages';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';

// The team's review of what the operators submit for approval, every kind through the same two actions: a change of
// a venue's public profile and one of an ad. Who is signed in is whatever `signedIn` names; the role check against
// real sessions for every admin action is in src/features/auth/roles.test.ts.
type Signed = { id: string; email: string; name: string; role: string; isAdmin: boolean; isPartner: boolean; locale: null };
let signedIn: Signed | null = null;
vi.mock('@/features/auth/server', () => ({ sessionUser: async () => signedIn, currentUser: async () => signedIn }));
const revalidatePath = vi.fn();
const updateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidatePath, updateTag, revalidateTag: () => undefined }));
// The approve button (a client component) asks for the router, which a static render has not mounted.
vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), useRouter: () => ({ refresh: () => undefined }) }));
// The decision's last write is the operator's mail: `mailFails` makes it fail, as a full disk or a lost connection would.
let mailFails = false;
vi.mock('@/lib/mail/queue', async (original) => {
  const queue = await original<typeof import('@/lib/mail/queue')>();
  return {
    ...queue,
    queueMail: async (...args: Parameters<typeof queue.queueMail>) => {
      if (mailFails) throw new Error('the outbox refused the mail');
      return queue.queueMail(...args);
    },
  };
});

const { approveChange, rejectChange } = await import('./admin-actions');
const { approveChangeRow, rejectChangeForm } = await import('./admin-form-actions');
const { AdminPendingChanges } = await import('./components/admin-pending-changes');
const { changesForReview, submitAdChange, submitProfileChange } = await import('./change-queries');
const { insertVenue } = await import('@/features/venues/queries');
const { createAd } = await import('@/features/venue-ads/queries');

const ADMIN: Signed = { id: 'admin-1', email: 'chefin@planer.test', name: 'Chefin', role: 'admin', isAdmin: true, isPartner: false, locale: null };
const SITE = 'http://localhost:3000';

const LIVE = {
  name: 'Kesselhaus am Kanal',
  cityId: 'berlin',
  cityName: 'Berlin',
  address: 'Am Kanal 1, 10997 Berlin',
  capacitySeated: 120,
  capacityStanding: 250,
  types: ['eventlocation' as const],
  description: 'Backsteinhalle am Wasser.',
  included: 'Technik',
  websiteUrl: null,
  contactName: 'Frau Kessel',
  contactEmail: 'kessel@kesselhaus.test',
  contactPhone: '030 1',
  internalNotes: '',
  priceBlocks: [{ text: 'Raummiete', basis: 'flat' as const, unitNetCents: 150000, vatRate: 19 as const }],
  minimumSpendCents: null,
  cancellationTerms: [],
  guestDrop: null,
};

const CHANGE = {
  description: 'Backsteinhalle direkt am Landwehrkanal, frisch renoviert.',
  included: 'Technik',
  directions: 'U1 Görlitzer Bahnhof, 5 Minuten zu Fuß',
  capacitySeated: 120,
  capacityStanding: 300,
  types: ['eventlocation' as const, 'loft' as const],
  priceBlocks: [
    { text: 'Raummiete', basis: 'flat' as const, unitNetCents: 150000, vatRate: 19 as const },
    { text: 'Winterbuffet', basis: 'per_person' as const, unitNetCents: 1250, vatRate: 7 as const },
  ],
  showPrices: true,
};

describeEachDatabase("the team's review of the operators' changes", (database) => {
  const handle = appDatabaseFor(database);
  let operator = '';
  let venueId = '';
  let adId = '';
  let hall = '';
  let terrace = '';
  let poster = '';

  const image = async (name: string) =>
    (await handle.db.insert(storedImages).values({ sourceUrl: `https://bild.example/${name}.jpg`, contentType: 'image/webp', width: 640, height: 480, bytes: Buffer.from(name) }).returning({ id: storedImages.id }))[0].id;
  const liveVenue = async () => (await handle.db.select().from(venues).where(eq(venues.id, venueId)))[0];
  const livePhotos = async () => handle.db.select({ imageId: venuePhotos.imageId, alt: venuePhotos.alt, position: venuePhotos.position }).from(venuePhotos).where(eq(venuePhotos.venueId, venueId)).orderBy(venuePhotos.position);
  const liveAd = async () => (await handle.db.select().from(venueAds).where(eq(venueAds.id, adId)))[0];
  const mails = () => handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
  const waiting = () => handle.db.select().from(pendingChanges).orderBy(pendingChanges.kind);
  const imageIds = async () => (await handle.db.select({ id: storedImages.id }).from(storedImages)).map((row) => row.id).sort();
  /** The id of the change of a kind waiting now. */
  const changeOf = async (kind: 'ad' | 'profile') => (await handle.db.select({ id: pendingChanges.id }).from(pendingChanges).where(eq(pendingChanges.kind, kind)))[0].id;
  const submitProfile = async () => {
    expect(
      await submitProfileChange(handle.db, operator, venueId, {
        fields: CHANGE,
        photos: [
          { sourceUrl: 'upload:terrasse.jpg', imageId: terrace, alt: 'Die Terrasse im Schnee' },
          { sourceUrl: 'https://bild.example/halle.jpg', imageId: hall, alt: 'Die Halle' },
        ],
      }),
    ).toBe('began');
    return changeOf('profile');
  };
  const submitAd = async () => {
    expect(await submitAdChange(handle.db, operator, adId, { description: 'Jetzt mit Eisstockbahn am Kanal.', imageUrl: 'https://bild.example/plakat.jpg', imageId: poster, websiteUrl: 'https://kesselhaus.test/winter' })).toBe('began');
    return changeOf('ad');
  };

  beforeEach(async () => {
    mailFails = false;
    await handle.db.delete(venues);
    await handle.db.delete(adBookings);
    await handle.db.delete(venueAds);
    await handle.db.delete(storedImages);
    await handle.db.delete(mailOutbox);
    await handle.db.delete(user);
    operator = crypto.randomUUID();
    await handle.db.insert(user).values({ id: operator, name: 'Jan Hoffmann', email: 'jan@kesselhaus.test', emailVerified: true, role: 'partner' });
    // The deciding admin's profile: their name, title and line sign the operator's mail.
    await handle.db.insert(user).values({ id: ADMIN.id, name: 'Mareike Lorenz', email: ADMIN.email, emailVerified: true, role: 'admin', jobTitle: 'Partnerbetreuung', phone: '030 609 88 41 30' });
    hall = await image('halle');
    terrace = await image('terrasse');
    poster = await image('plakat');
    venueId = (await insertVenue(handle.db, { ...LIVE, partnerUserId: operator }, [{ sourceUrl: 'https://bild.example/halle.jpg', imageId: hall, alt: 'Die Halle' }], { published: true, slug: '' })).id;
    // The operator's live ad, made by the team from its approved booking.
    adId = (await createAd(handle.db, { cityId: 'berlin', venueName: 'Kesselhaus am Kanal', description: 'Backsteinhalle am Wasser.', imageUrl: null, websiteUrl: 'https://kesselhaus.test', expiresAt: null, active: true, featured: false, liveSystem: true })).id;
    await handle.db.insert(adBookings).values({
      cityId: 'berlin', firstMonth: '2026-11-01', lastMonth: '2026-12-01', status: 'approved', venueName: 'Kesselhaus am Kanal', description: 'Backsteinhalle am Wasser.', contactName: 'Jan Hoffmann', email: 'jan@kesselhaus.test', phone: '030 1',
      billing: { company: 'Kesselhaus GmbH', street: 'Am Kanal 1', postalCode: '10997', city: 'Berlin', country: 'DE' }, netCents: 21800, confirmBy: new Date('2026-10-15T10:00:00Z'), adId, partnerId: operator,
    });
    signedIn = ADMIN;
    revalidatePath.mockClear();
    updateTag.mockClear();
  });

  it('applies an approved profile change to the venue and its photos, mails the operator once, and expires the city’s venue pages', async () => {
    const changeId = await submitProfile();
    expect(await approveChange({ changeId })).toEqual({ ok: true, data: { kind: 'profile' } });
    expect(await liveVenue()).toMatchObject({ ...CHANGE, name: 'Kesselhaus am Kanal', contactName: 'Frau Kessel' });
    expect(await livePhotos()).toEqual([
      { imageId: terrace, alt: 'Die Terrasse im Schnee', position: 0 },
      { imageId: hall, alt: 'Die Halle', position: 1 },
    ]);
    expect(await waiting()).toEqual([]);
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'profile-change-approved', recipient: 'jan@kesselhaus.test', subject: 'Ihre Profiländerung ist freigegeben – Kesselhaus am Kanal' });
    expect(mail.textBody).toMatch(/^Guten Tag Jan Hoffmann,\n/);
    expect(mail.replyTo).toBe('team@localhost.localdomain');
    expect(mail.textBody).toContain('Mit freundlichen Grüßen\nMareike Lorenz\nPartnerbetreuung\nTelefon: 030 609 88 41 30\n');
    expect(mail.textBody).toContain('wir haben Ihre Änderung am Profil Ihrer Location „Kesselhaus am Kanal“ in Berlin geprüft und freigegeben.');
    expect(mail.textBody).toContain(`Ihre öffentliche Seite zeigt ab sofort die neue Fassung:\n${SITE}/berlin/locations/kesselhaus-am-kanal\n`);
    expect(updateTag).toHaveBeenCalledWith('venues:berlin');
    expect(revalidatePath).toHaveBeenCalledWith('/admin/bookings');

    // Approved twice (a second tab, a double click): nothing waits any more, so no second mail.
    expect(await approveChange({ changeId })).toEqual({ ok: false, status: 409, message: 'This change was approved, rejected or withdrawn meanwhile.' });
    expect(await rejectChange({ changeId, reason: 'Zu spät abgelehnt' })).toMatchObject({ ok: false, status: 409 });
    expect(await mails()).toHaveLength(1);
  });

  it('keeps the live profile when the change is rejected, and mails the operator the reason and where to send a revised one', async () => {
    const changeId = await submitProfile();
    const before = await liveVenue();
    expect(await rejectChange({ changeId, reason: 'x' })).toMatchObject({ ok: false, status: 400, fieldErrors: { reason: 'Please give the operator a reason.' } });
    expect(await rejectChange({ changeId, reason: '  Die neuen Fotos zeigen kaum die Räume.  ' })).toEqual({ ok: true, data: { kind: 'profile' } });
    expect(await liveVenue()).toEqual(before);
    expect(await livePhotos()).toEqual([{ imageId: hall, alt: 'Die Halle', position: 0 }]);
    expect(await waiting()).toEqual([]);
    // The new photo that nothing else shows is gone with the change; the live one stays.
    expect(await imageIds()).toEqual([hall, poster].sort());
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'profile-change-rejected', recipient: 'jan@kesselhaus.test', subject: 'Ihre Profiländerung – Kesselhaus am Kanal' });
    expect(mail.textBody).toContain('wir können Ihre Änderung am Profil Ihrer Location „Kesselhaus am Kanal“ in Berlin leider nicht freigeben. Ihr Profil bleibt in der bisherigen Fassung online.');
    expect(mail.textBody).toContain('Unsere Begründung:\nDie neuen Fotos zeigen kaum die Räume.\n');
    expect(mail.textBody).toContain(`in Ihrem Partnerbereich schicken:\n${SITE}/partner/locations/${venueId}\n`);
    // Nothing public changed.
    expect(updateTag).not.toHaveBeenCalled();
    expect(revalidatePath).toHaveBeenCalledWith('/admin/bookings');
  });

  it('applies an approved ad change (text, image, website), mails the operator once, and expires the city’s ads', async () => {
    const changeId = await submitAd();
    expect(await approveChange({ changeId })).toEqual({ ok: true, data: { kind: 'ad' } });
    expect(await liveAd()).toMatchObject({ description: 'Jetzt mit Eisstockbahn am Kanal.', imageUrl: 'https://bild.example/plakat.jpg', imageId: poster, websiteUrl: 'https://kesselhaus.test/winter' });
    expect(await waiting()).toEqual([]);
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'ad-change-approved', recipient: 'jan@kesselhaus.test', subject: 'Ihre Änderung ist online – Berlin' });
    expect(mail.textBody).toMatch(/^Guten Tag Jan Hoffmann,\n/);
    expect(mail.textBody).toContain('wir haben Ihre Änderung der Anzeige „Kesselhaus am Kanal“ in Berlin freigegeben. Die neue Fassung ist ab sofort zu sehen.');
    expect(updateTag).toHaveBeenCalledWith('venue-ads:berlin');
    expect(updateTag).not.toHaveBeenCalledWith('venues:berlin');
    expect(await approveChange({ changeId })).toMatchObject({ ok: false, status: 409 });
  });

  it('keeps the live ad when its change is rejected, deletes the change’s new image, and mails the operator the reason', async () => {
    const changeId = await submitAd();
    const before = await liveAd();
    expect(await rejectChange({ changeId, reason: '' })).toMatchObject({ ok: false, status: 400, fieldErrors: { reason: 'Please give the operator a reason.' } });
    expect(await rejectChange({ changeId, reason: 'Der neue Text nennt Preise, die wir nicht prüfen können.' })).toEqual({ ok: true, data: { kind: 'ad' } });
    expect(await liveAd()).toEqual(before);
    expect(await waiting()).toEqual([]);
    expect(await imageIds()).toEqual([hall, terrace].sort());
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'ad-change-rejected', recipient: 'jan@kesselhaus.test', subject: 'Ihre Änderung der Anzeige für Berlin' });
    expect(mail.textBody).toContain('wir können Ihre Änderung der Anzeige „Kesselhaus am Kanal“ in Berlin leider nicht freigeben. Die bisherige Fassung bleibt online.');
    expect(mail.textBody).toContain('Unsere Begründung:\nDer neue Text nennt Preise, die wir nicht prüfen können.\n');
    expect(updateTag).not.toHaveBeenCalled();
  });

  it('leaves the change waiting and the venue and the ad as they were when the decision’s last write, the mail, fails', async () => {
    const profileChange = await submitProfile();
    const adChange = await submitAd();
    const before = { venue: await liveVenue(), photos: await livePhotos(), ad: await liveAd(), waiting: await waiting(), changePhotos: await handle.db.select().from(pendingChangePhotos), images: await imageIds() };
    mailFails = true;
    expect(await approveChange({ changeId: profileChange })).toEqual({ ok: false, status: 500, message: 'The change could not be approved.' });
    expect(await approveChange({ changeId: adChange })).toEqual({ ok: false, status: 500, message: 'The change could not be approved.' });
    expect(await rejectChange({ changeId: profileChange, reason: 'Die Fotos fehlen.' })).toEqual({ ok: false, status: 500, message: 'The change could not be rejected.' });
    expect({ venue: await liveVenue(), photos: await livePhotos(), ad: await liveAd(), waiting: await waiting(), changePhotos: await handle.db.select().from(pendingChangePhotos), images: await imageIds() }).toEqual(before);
    expect(await mails()).toEqual([]);
    expect(updateTag).not.toHaveBeenCalled();
    // Once the outbox takes mails again, the same change is decided as if nothing had happened.
    mailFails = false;
    expect(await approveChange({ changeId: profileChange })).toEqual({ ok: true, data: { kind: 'profile' } });
    expect((await liveVenue()).description).toBe(CHANGE.description);
  });

  it('answers the approve button and the reject form in the admin’s words of the change’s kind', async () => {
    const form = (fields: Record<string, string>) => {
      const posted = new FormData();
      for (const [name, value] of Object.entries(fields)) posted.set(name, value);
      return posted;
    };
    const profileChange = await submitProfile();
    expect(await approveChangeRow(null, form({ changeId: profileChange }))).toEqual({ kind: 'success', text: 'Profile change approved: it is live now.' });
    const adChange = await submitAd();
    expect(await rejectChangeForm({ values: { reason: '' } }, form({ changeId: adChange, reason: 'Bitte ohne Logo.' }))).toEqual({ values: { reason: '' }, saved: 'Change rejected; the operator was told why.' });
    expect(await rejectChangeForm({ values: { reason: '' } }, form({ changeId: adChange, reason: 'Bitte ohne Logo.' }))).toMatchObject({ values: { reason: 'Bitte ohne Logo.' }, message: 'This change was approved, rejected or withdrawn meanwhile.' });
    expect(await approveChangeRow(null, form({ changeId: adChange }))).toEqual({ kind: 'error', text: 'This change was approved, rejected or withdrawn meanwhile.' });
    // The rejected change's image went with it: the operator sends the next one with a new copy.
    poster = await image('plakat');
    const again = await submitAd();
    expect(await approveChangeRow(null, form({ changeId: again }))).toEqual({ kind: 'success', text: 'Change approved: the ad shows it now.' });
  });

  it('refuses an operator’s partner account and a visitor without a session, changing nothing', async () => {
    const changeId = await submitProfile();
    const before = { venue: await liveVenue(), photos: await livePhotos(), waiting: await waiting() };
    signedIn = { id: operator, email: 'jan@kesselhaus.test', name: 'Jan Hoffmann', role: 'partner', isAdmin: false, isPartner: true, locale: null };
    expect(await approveChange({ changeId })).toMatchObject({ ok: false, status: 403 });
    expect(await rejectChange({ changeId, reason: 'Selbst abgelehnt' })).toMatchObject({ ok: false, status: 403 });
    signedIn = null;
    expect(await approveChange({ changeId })).toMatchObject({ ok: false, status: 401 });
    expect({ venue: await liveVenue(), photos: await livePhotos(), waiting: await waiting() }).toEqual(before);
    expect(await mails()).toEqual([]);
  });

  it('lists every kind of change in one screen, oldest first: each kind’s view of what it sets beside what is live, and who sent it', async () => {
    await submitProfile();
    await submitAd();
    const changes = await changesForReview(handle.db);
    expect(changes.map((change) => [change.kind, change.subject])).toEqual([
      ['profile', { name: 'Kesselhaus am Kanal', cityName: 'Berlin' }],
      ['ad', { name: 'Kesselhaus am Kanal', cityName: 'Berlin' }],
    ]);
    const english = { locale: 'en', messages: MESSAGES.en, timeZone: 'Europe/Berlin' } as ComponentProps<typeof NextIntlClientProvider>;
    const html = renderToStaticMarkup(createElement(NextIntlClientProvider, english, createElement(AdminPendingChanges, { changes })));
    expect(html.match(/<h2[^>]*>([^<]+)<\/h2>/g)).toEqual([expect.stringContaining('>Changes awaiting approval<')]);
    expect(html.match(/<li class="space-y-3/g)).toHaveLength(2);
    // The profile change: only what it alters, the new version beside the live one.
    const rowNames = [...html.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((match) => match[1]);
    expect(rowNames).toEqual(['Description', 'How to get there', 'Capacity standing', 'Types', 'Price building blocks', 'Show prices publicly', 'Photos']);
    expect(html).toContain('Kesselhaus am Kanal · Berlin');
    expect(html.match(/Sent by Jan Hoffmann on \d\d\.\d\d\.\d{4}, \d\d:\d\d/g)).toHaveLength(2);
    expect(html).not.toContain('jan@kesselhaus.test');
    expect(html).toContain('Event venue, Loft &amp; industrial');
    expect(html).toContain('Winterbuffet · Per person · 12,50\u00a0€ net · 7 %');
    expect(html).toContain(`src="/media/${terrace}?w=400"`);
    expect(html).toContain('alt="Die Terrasse im Schnee"');
    expect(html).not.toContain('>Capacity seated<');
    expect(html).toContain('Approve profile change');
    // The ad change: its new text, image and website beside the live ones.
    expect(html).toContain('New description');
    expect(html).toContain('Jetzt mit Eisstockbahn am Kanal.');
    expect(html).toContain('https://bild.example/plakat.jpg');
    expect(html).toContain('https://kesselhaus.test/winter');
    expect(html).toContain('Approve change');
  });
});
