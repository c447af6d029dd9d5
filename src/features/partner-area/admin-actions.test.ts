import { eq } from 'drizzle-orm';
import { NextIntlClientProvider } from 'next-intl';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, expect, it, vi } from 'vitest';
import { mailOutbox, storedImages, user, venuePhotos, venueProfileEdits, venues } from '@/db/schema';
import { MESSAGES } from '@/i18n/messages';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';

// The team's review of the operators' profile changes. Who is signed in is whatever `signedIn` names; the role check
// against real sessions for every admin action is in src/features/auth/roles.test.ts.
type Signed = { id: string; email: string; name: string; role: string; isAdmin: boolean; isPartner: boolean; locale: null };
let signedIn: Signed | null = null;
vi.mock('@/features/auth/server', () => ({ sessionUser: async () => signedIn, currentUser: async () => signedIn }));
const revalidatePath = vi.fn();
const updateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidatePath, updateTag, revalidateTag: () => undefined }));
// The approve button (a client component) asks for the router, which a static render has not mounted.
vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), useRouter: () => ({ refresh: () => undefined }) }));

const { approveProfileChange, rejectProfileChange } = await import('./admin-actions');
const { rejectProfileChangeForm } = await import('./admin-form-actions');
const { AdminProfileChanges } = await import('./components/admin-profile-changes');
const { pendingProfileEdits, submitProfileEdit } = await import('@/features/venues/profile-queries');
const { insertVenue } = await import('@/features/venues/queries');

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

describeEachDatabase("the team's review of profile changes", (database) => {
  const handle = appDatabaseFor(database);
  let operator = '';
  let venueId = '';
  let hall = '';
  let terrace = '';

  const image = async (name: string) =>
    (await handle.db.insert(storedImages).values({ sourceUrl: `https://bild.example/${name}.jpg`, contentType: 'image/webp', width: 640, height: 480, bytes: Buffer.from(name) }).returning({ id: storedImages.id }))[0].id;
  const liveVenue = async () => (await handle.db.select().from(venues).where(eq(venues.id, venueId)))[0];
  const livePhotos = async () => handle.db.select({ imageId: venuePhotos.imageId, alt: venuePhotos.alt, position: venuePhotos.position }).from(venuePhotos).where(eq(venuePhotos.venueId, venueId)).orderBy(venuePhotos.position);
  const mails = () => handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
  const waiting = () => handle.db.select().from(venueProfileEdits);
  const submit = async () =>
    expect(
      await submitProfileEdit(handle.db, operator, venueId, {
        fields: CHANGE,
        photos: [
          { sourceUrl: 'upload:terrasse.jpg', imageId: terrace, alt: 'Die Terrasse im Schnee' },
          { sourceUrl: 'https://bild.example/halle.jpg', imageId: hall, alt: 'Die Halle' },
        ],
      }),
    ).toBe(true);

  beforeEach(async () => {
    await handle.db.delete(venues);
    await handle.db.delete(mailOutbox);
    await handle.db.delete(user);
    operator = crypto.randomUUID();
    await handle.db.insert(user).values({ id: operator, name: 'Jan Hoffmann', email: 'jan@kesselhaus.test', emailVerified: true, role: 'partner' });
    hall = await image('halle');
    terrace = await image('terrasse');
    venueId = (await insertVenue(handle.db, { ...LIVE, partnerUserId: operator }, [{ sourceUrl: 'https://bild.example/halle.jpg', imageId: hall, alt: 'Die Halle' }], { published: true, slug: '' })).id;
    signedIn = ADMIN;
    revalidatePath.mockClear();
    updateTag.mockClear();
  });

  it('applies an approved change to the venue and its photos, mails the operator once, and expires the city’s venue pages', async () => {
    await submit();
    expect(await approveProfileChange({ venueId })).toEqual({ ok: true, data: undefined });
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
    expect(mail.textBody).toContain('unser Team hat Ihre Änderung am Profil Ihrer Location „Kesselhaus am Kanal“ in Berlin geprüft und freigegeben.');
    expect(mail.textBody).toContain(`Ihre öffentliche Seite zeigt ab sofort die neue Fassung:\n${SITE}/berlin/locations/kesselhaus-am-kanal\n`);
    expect(updateTag).toHaveBeenCalledWith('venues:berlin');
    expect(revalidatePath).toHaveBeenCalledWith('/admin/bookings');

    // Approved twice (a second tab, a double click): nothing waits any more, so no second mail.
    expect(await approveProfileChange({ venueId })).toEqual({ ok: false, status: 409, message: 'This profile change was approved, rejected or withdrawn meanwhile.' });
    expect(await rejectProfileChange({ venueId, reason: 'Zu spät abgelehnt' })).toMatchObject({ ok: false, status: 409 });
    expect(await mails()).toHaveLength(1);
  });

  it('keeps the live profile when the change is rejected, and mails the operator the reason and where to send a revised one', async () => {
    await submit();
    const before = await liveVenue();
    expect(await rejectProfileChange({ venueId, reason: 'x' })).toMatchObject({ ok: false, status: 400, fieldErrors: { reason: 'Please give the operator a reason.' } });
    expect(await rejectProfileChange({ venueId, reason: '  Die neuen Fotos zeigen kaum die Räume.  ' })).toEqual({ ok: true, data: undefined });
    expect(await liveVenue()).toEqual(before);
    expect(await livePhotos()).toEqual([{ imageId: hall, alt: 'Die Halle', position: 0 }]);
    expect(await waiting()).toEqual([]);
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'profile-change-rejected', recipient: 'jan@kesselhaus.test', subject: 'Ihre Profiländerung – Kesselhaus am Kanal' });
    expect(mail.textBody).toContain('unser Team konnte Ihre Änderung am Profil Ihrer Location „Kesselhaus am Kanal“ in Berlin leider nicht freigeben. Ihr Profil bleibt in der bisherigen Fassung online.');
    expect(mail.textBody).toContain('Unsere Begründung:\nDie neuen Fotos zeigen kaum die Räume.\n');
    expect(mail.textBody).toContain(`in Ihrem Partnerbereich schicken:\n${SITE}/partner/locations/${venueId}\n`);
    // Nothing public changed.
    expect(updateTag).not.toHaveBeenCalled();
    expect(revalidatePath).toHaveBeenCalledWith('/admin/bookings');
  });

  it('answers the reject form in the admin’s words', async () => {
    await submit();
    const form = new FormData();
    form.set('venueId', venueId);
    form.set('reason', 'Bitte ohne Logo.');
    expect(await rejectProfileChangeForm({ values: { reason: '' } }, form)).toEqual({ values: { reason: '' }, saved: 'Profile change rejected; the operator was told why.' });
    expect(await rejectProfileChangeForm({ values: { reason: '' } }, form)).toMatchObject({ values: { reason: 'Bitte ohne Logo.' }, message: 'This profile change was approved, rejected or withdrawn meanwhile.' });
  });

  it('refuses an operator’s partner account and a visitor without a session, changing nothing', async () => {
    await submit();
    const before = { venue: await liveVenue(), photos: await livePhotos(), waiting: await waiting() };
    signedIn = { id: operator, email: 'jan@kesselhaus.test', name: 'Jan Hoffmann', role: 'partner', isAdmin: false, isPartner: true, locale: null };
    expect(await approveProfileChange({ venueId })).toMatchObject({ ok: false, status: 403 });
    expect(await rejectProfileChange({ venueId, reason: 'Selbst abgelehnt' })).toMatchObject({ ok: false, status: 403 });
    signedIn = null;
    expect(await approveProfileChange({ venueId })).toMatchObject({ ok: false, status: 401 });
    expect({ venue: await liveVenue(), photos: await livePhotos(), waiting: await waiting() }).toEqual(before);
    expect(await mails()).toEqual([]);
  });

  it('shows the team only what the change alters, the new version beside the live one, and who sent it', async () => {
    await submit();
    const english = { locale: 'en', messages: MESSAGES.en, timeZone: 'Europe/Berlin' } as ComponentProps<typeof NextIntlClientProvider>;
    const html = renderToStaticMarkup(createElement(NextIntlClientProvider, english, createElement(AdminProfileChanges, { changes: await pendingProfileEdits(handle.db) })));
    const rowNames = [...html.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((match) => match[1]);
    expect(rowNames).toEqual(['Description', 'How to get there', 'Capacity standing', 'Types', 'Price building blocks', 'Show prices publicly', 'Photos']);
    expect(html).toContain('Kesselhaus am Kanal · Berlin');
    expect(html).toMatch(/Sent by Jan Hoffmann on \d\d\.\d\d\.\d{4}, \d\d:\d\d/);
    expect(html).not.toContain('jan@kesselhaus.test');
    expect(html).toContain('Event venue, Loft &amp; industrial');
    expect(html).toContain('Winterbuffet · Per person · 12,50\u00a0€ net · 7 %');
    expect(html).toContain(`src="/media/${terrace}?w=400"`);
    expect(html).toContain('alt="Die Terrasse im Schnee"');
    expect(html).not.toContain('>Capacity seated<');
  });
});
