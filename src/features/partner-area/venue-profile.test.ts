import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import { pendingChangePhotos, pendingChanges, storedImages, user, venuePhotos, venues } from '@/db/schema';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';

// The operator signed in is whoever `signedIn` names; the forms' actions end in a redirect, thrown here as an error
// that carries the address.
let signedIn: { id: string; email: string; name: string; role: string; isAdmin: boolean; isPartner: boolean } | null = null;
vi.mock('@/features/auth/server', () => ({ sessionUser: async () => signedIn, currentUser: async () => signedIn }));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined, updateTag: () => undefined }));
class Redirected extends Error {
  constructor(readonly url: string) {
    super(`redirect to ${url}`);
  }
}
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirected(url);
  },
}));

const { submitVenueProfileAction, saveVenueTermsAction } = await import('./actions');
const { venueOfPartner } = await import('@/features/venues/profile-queries');
const { dashboardOfPartner, venuePageOfPartner } = await import('./dashboard');
const { insertVenue } = await import('@/features/venues/queries');
const { findPublicVenue } = await import('@/features/venues/public-queries');
const { saveImage } = await import('@/features/images/queries');
const { encodeImage } = await import('@/features/images/encode');
const { PROFILE_TEXTS, PARTNER_TEXTS } = await import('./texts');
const { decideChange } = await import('./review');
const { mediaResponse } = await import('@/features/images/variants');

const png = (r = 30, g = 60, b = 200) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } }).png().toBuffer();
const file = async (name: string, bytes?: Buffer, type = 'image/png') => new File([new Uint8Array(bytes ?? (await png()))], name, { type });

const PROFILE = {
  description: 'Backsteinsaal an der Spree.',
  included: 'Technik, Garderobe',
  directions: 'S Ostkreuz, 5 Minuten zu Fuß',
  capacitySeated: '120',
  capacityStanding: '200',
  'type.eventlocation': 'on',
  'blockText.0': 'Menü',
  'blockBasis.0': 'per_person',
  'blockPrice.0': '50,00',
  'blockVat.0': '19',
  showPrices: 'on',
};

function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** Runs a form's action: the address it redirected to, or the state it gave back. */
async function post<S>(action: (previous: S, form: FormData) => Promise<S>, fields: Record<string, string | File>): Promise<{ redirect: string } | { state: S }> {
  try {
    return { state: await action({ values: {}, errors: {} } as S, formOf(fields)) };
  } catch (err) {
    if (err instanceof Redirected) return { redirect: err.url };
    throw err;
  }
}

describeEachDatabase("an operator's venue profile", (database) => {
  const handle = appDatabaseFor(database);
  let owner = '';
  let stranger = '';
  let venueId = '';
  let livePhoto = '';
  let otherVenuePhoto = '';

  const partnerAccount = async (email: string) => {
    const id = crypto.randomUUID();
    await handle.db.insert(user).values({ id, name: `Betreiber ${email}`, email, emailVerified: true, role: 'partner' });
    return id;
  };
  const signIn = (id: string, email = 'betreiber@spreespeicher.test') => {
    signedIn = { id, email, name: `Betreiber ${email}`, role: 'partner', isAdmin: false, isPartner: true };
  };
  const liveVenue = async () => (await handle.db.select().from(venues).where(eq(venues.id, venueId)))[0];

  beforeEach(async () => {
    await handle.db.delete(venues);
    await handle.db.delete(user);
    owner = await partnerAccount('betreiber@spreespeicher.test');
    stranger = await partnerAccount('nachbar@andere-location.test');
    livePhoto = await saveImage(handle.db, 'https://bild.example/saal.jpg', await encodeImage(await png(200, 10, 10)));
    otherVenuePhoto = await saveImage(handle.db, 'https://bild.example/fremd.jpg', await encodeImage(await png(10, 200, 10)));
    const fields = {
      name: 'Spreespeicher',
      cityId: 'berlin',
      cityName: 'Berlin',
      address: 'Stralauer Allee 2, 10245 Berlin',
      capacitySeated: 100,
      capacityStanding: 150,
      types: ['eventlocation' as const],
      description: 'Alter Text.',
      included: '',
      websiteUrl: null,
      contactName: 'Frau Speicher',
      contactEmail: 'speicher@spreespeicher.test',
      contactPhone: '030 1',
      internalNotes: 'Zahlt spät; Rabatt 5 % verhandelbar.',
      priceBlocks: [],
      minimumSpendCents: null,
      cancellationTerms: [],
      guestDrop: null,
      partnerUserId: owner,
    };
    venueId = (await insertVenue(handle.db, fields, [{ sourceUrl: 'https://bild.example/saal.jpg', imageId: livePhoto, alt: 'Der Saal' }], { published: true, slug: '' })).id;
    await insertVenue(handle.db, { ...fields, name: 'Nachbarhalle', partnerUserId: stranger }, [{ sourceUrl: 'https://bild.example/fremd.jpg', imageId: otherVenuePhoto, alt: 'Fremd' }]);
    signIn(owner);
  });

  it('keeps the live profile public while a change with a new photo waits, and never shows the operator the internal notes', async () => {
    const sent = await post(submitVenueProfileAction, {
      ...PROFILE,
      venueId,
      description: '<script>alert(1)</script> Neu renoviert.',
      'photoImage.0': livePhoto,
      'photoAlt.0': 'Der Saal mit Tafel',
      'photoPosition.0': '2',
      'photoFile.1': await file('terrasse.png'),
      'photoAlt.1': 'Die Terrasse am Wasser',
      // Forged fields the form does not have: neither the publication nor the team's notes change.
      published: '',
      slug: 'gekapert',
      internalNotes: 'überschrieben',
    });
    expect(sent).toEqual({ redirect: `/partner/locations/${venueId}?hinweis=gesendet` });
    const live = await liveVenue();
    expect(live).toMatchObject({ description: 'Alter Text.', internalNotes: 'Zahlt spät; Rabatt 5 % verhandelbar.', slug: 'spreespeicher', capacitySeated: 100 });
    expect(live.publishedAt).not.toBeNull();
    const publicPage = await findPublicVenue(handle.db, 'berlin', 'spreespeicher');
    expect(publicPage.kind === 'found' && publicPage.venue.description).toBe('Alter Text.');

    const [edit] = await handle.db.select().from(pendingChanges);
    expect(edit).toMatchObject({ kind: 'profile', venueId, adId: null, partnerUserId: owner, payload: { description: '<script>alert(1)</script> Neu renoviert.', capacitySeated: 120, showPrices: true } });
    expect(edit.payload).toMatchObject({ priceBlocks: [{ text: 'Menü', basis: 'per_person', unitNetCents: 5000, vatRate: 19 }] });
    const photos = await handle.db.select().from(pendingChangePhotos).orderBy(pendingChangePhotos.position);
    // The new photo (slot 1, place 2 by default) and the kept one moved to place 2 behind it: a tie keeps the slots' order.
    expect(photos.map((photo) => [photo.sourceUrl, photo.alt])).toEqual([
      ['https://bild.example/saal.jpg', 'Der Saal mit Tafel'],
      ['upload:terrasse.png', 'Die Terrasse am Wasser'],
    ]);
    const [stored] = await handle.db.select().from(storedImages).where(eq(storedImages.id, photos[1].imageId));
    expect(stored.contentType).toBe('image/webp');

    const profile = await venuePageOfPartner(handle.db, owner, venueId);
    expect(profile?.pending?.description).toBe('<script>alert(1)</script> Neu renoviert.');
    expect(JSON.stringify(profile)).not.toContain('Zahlt spät');
    expect(JSON.stringify(profile)).not.toContain('speicher@spreespeicher.test');
    expect((await dashboardOfPartner(handle.db, owner, '2026-12-01')).venues.map((venue) => [venue.name, venue.editPending])).toEqual([['Spreespeicher', true]]);
  });

  it("refuses another operator's venue and a photo of another venue, changing nothing", async () => {
    signIn(stranger, 'nachbar@andere-location.test');
    expect(await venueOfPartner(handle.db, stranger, venueId)).toBeUndefined();
    expect(await venuePageOfPartner(handle.db, stranger, venueId)).toBeUndefined();
    const foreign = await post(submitVenueProfileAction, { ...PROFILE, venueId, 'photoImage.0': livePhoto, 'photoAlt.0': 'x' });
    expect(foreign).toMatchObject({ state: { message: PROFILE_TEXTS.venueUnknown } });
    const terms = await post(saveVenueTermsAction, { venueId, minimumSpend: '5.000,00' });
    expect(terms).toMatchObject({ state: { message: PROFILE_TEXTS.venueUnknown } });

    signIn(owner);
    const borrowed = await post(submitVenueProfileAction, { ...PROFILE, venueId, 'photoImage.0': otherVenuePhoto, 'photoAlt.0': 'Fremdes Foto' });
    expect(borrowed).toMatchObject({ state: { errors: { 'photoFile.0': PROFILE_TEXTS.photoUnknown } } });
    expect(await handle.db.select().from(pendingChanges)).toEqual([]);
    expect((await liveVenue()).minimumSpendCents).toBeNull();

    signedIn = null;
    expect(await post(submitVenueProfileAction, { ...PROFILE, venueId })).toMatchObject({ state: { message: PARTNER_TEXTS.signInRequired, values: { description: PROFILE.description } } });
  });

  it('checks uploads by their bytes and size, asks for alt texts and gives every typed value back', async () => {
    const imagesBefore = (await handle.db.select({ id: storedImages.id }).from(storedImages)).length;
    const disguised = await post(submitVenueProfileAction, { ...PROFILE, venueId, 'photoFile.0': await file('saal.jpg', Buffer.from('<svg onload="alert(1)"></svg>'), 'image/jpeg'), 'photoAlt.0': 'Saal' });
    expect(disguised).toMatchObject({ state: { errors: { 'photoFile.0': PROFILE_TEXTS.photoNotImage }, message: PROFILE_TEXTS.filesAgain, values: { description: PROFILE.description } } });
    // A real photo under a name and type that are no image's is taken: the bytes decide.
    const renamed = await post(submitVenueProfileAction, { ...PROFILE, venueId, 'photoFile.0': await file('notizen.txt', await png(), 'text/plain'), 'photoAlt.0': 'Saal' });
    expect(renamed).toEqual({ redirect: `/partner/locations/${venueId}?hinweis=gesendet` });
    await handle.db.delete(pendingChanges);

    const huge = await post(submitVenueProfileAction, { ...PROFILE, venueId, 'photoFile.0': new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'riesig.png', { type: 'image/png' }), 'photoAlt.0': 'Riesig' });
    expect(huge).toMatchObject({ state: { errors: { 'photoFile.0': PROFILE_TEXTS.photoTooLarge } } });
    const noAlt = await post(submitVenueProfileAction, { ...PROFILE, venueId, 'photoImage.0': livePhoto, 'photoAlt.0': ' ' });
    expect(noAlt).toMatchObject({ state: { errors: { 'photoAlt.0': PROFILE_TEXTS.photoAltRequired }, message: PARTNER_TEXTS.invalid } });
    const wrong = await post(submitVenueProfileAction, { ...PROFILE, venueId, capacitySeated: 'viele', 'blockPrice.0': 'zwölf Euro', 'type.eventlocation': '' });
    expect(wrong).toMatchObject({
      state: {
        errors: {
          capacitySeated: 'Bitte geben Sie eine ganze Zahl von Gästen ein oder lassen Sie das Feld leer',
          types: expect.any(String),
          'blockPrice.0': expect.stringMatching(/Betrag/),
        },
        values: { capacitySeated: 'viele', 'priceBlocks': [{ text: 'Menü', basis: 'per_person', price: 'zwölf Euro', vat: '19' }] },
      },
    });
    expect(await handle.db.select().from(pendingChanges)).toEqual([]);
    // Only the one accepted upload was stored; refused saves leave no copies behind.
    expect((await handle.db.select({ id: storedImages.id }).from(storedImages)).length).toBe(imagesBefore + 1);
  });

  it('withdraws the waiting change when the operator goes back to the live version, and removes a photo on request', async () => {
    const live = { description: 'Alter Text.', included: '', directions: '', capacitySeated: '100', capacityStanding: '150', 'type.eventlocation': 'on', 'photoImage.0': livePhoto, 'photoAlt.0': 'Der Saal' };
    expect(await post(submitVenueProfileAction, { ...live, venueId, 'photoRemove.0': 'on' })).toEqual({ redirect: `/partner/locations/${venueId}?hinweis=gesendet` });
    expect(await handle.db.select().from(pendingChangePhotos)).toEqual([]);
    expect(await handle.db.select().from(venuePhotos).where(eq(venuePhotos.venueId, venueId))).toHaveLength(1);
    expect(await post(submitVenueProfileAction, { ...live, venueId })).toEqual({ redirect: `/partner/locations/${venueId}?hinweis=unveraendert` });
    expect(await handle.db.select().from(pendingChanges)).toEqual([]);
  });

  it('takes ten saves with new photos an hour; the eleventh is refused in German, saves nothing and keeps what was typed', async () => {
    for (let i = 0; i < 10; i++) {
      const sent = await post(submitVenueProfileAction, { ...PROFILE, venueId, description: `Fassung ${i}`, 'photoFile.0': await file(`saal-${i}.png`, await png(i * 20, 60, 200)), 'photoAlt.0': 'Der Saal' });
      expect(sent).toEqual({ redirect: `/partner/locations/${venueId}?hinweis=gesendet` });
    }
    const imagesBefore = await handle.db.select({ id: storedImages.id }).from(storedImages);
    const refused = await post(submitVenueProfileAction, { ...PROFILE, venueId, description: 'Fassung 11', 'photoFile.0': await file('saal-11.png', await png(250, 60, 200)), 'photoAlt.0': 'Der Saal' });
    expect(refused).toEqual({
      state: {
        values: expect.objectContaining({ description: 'Fassung 11', capacitySeated: '120' }),
        errors: {},
        message:
          'Sie haben in der letzten Stunde bereits 10 Änderungen mit neuen Fotos gesendet; mehr nehmen wir in einer Stunde nicht an. Bitte senden Sie diese Änderung etwas später noch einmal. Ihre Angaben stehen weiter im Formular, die Bilddateien wählen Sie dann bitte erneut aus.',
      },
    });
    expect(await handle.db.select({ id: storedImages.id }).from(storedImages)).toEqual(imagesBefore);
    expect((await handle.db.select().from(pendingChanges))[0].payload).toMatchObject({ description: 'Fassung 9' });
    // A save without new files (the texts, a kept photo) still goes through.
    expect(await post(submitVenueProfileAction, { ...PROFILE, venueId, description: 'Nur Text' })).toEqual({ redirect: `/partner/locations/${venueId}?hinweis=gesendet` });
  });

  it('deletes the photos of a replaced or rejected change at once, so their /media addresses answer 404, and keeps what is still shown', async () => {
    const status = async (imageId: string) => (await mediaResponse(handle.db, imageId, null)).status;
    const editPhotoIds = async () => (await handle.db.select({ imageId: pendingChangePhotos.imageId }).from(pendingChangePhotos).orderBy(pendingChangePhotos.position)).map((row) => row.imageId);
    await post(submitVenueProfileAction, { ...PROFILE, venueId, 'photoImage.0': livePhoto, 'photoAlt.0': 'Der Saal', 'photoFile.1': await file('a.png', await png(1, 2, 3)), 'photoAlt.1': 'Erstes' });
    const [, first] = await editPhotoIds();
    expect(await status(first)).toBe(200);

    // Replaced by a change with another new photo: the first upload is gone, the live photo (kept in both) stays.
    await post(submitVenueProfileAction, { ...PROFILE, venueId, 'photoImage.0': livePhoto, 'photoAlt.0': 'Der Saal', 'photoFile.1': await file('b.png', await png(4, 5, 6)), 'photoAlt.1': 'Zweites' });
    const [, second] = await editPhotoIds();
    expect([await status(first), await status(second), await status(livePhoto)]).toEqual([404, 200, 200]);
    expect(await handle.db.select().from(storedImages).where(eq(storedImages.id, first))).toEqual([]);

    // A change that keeps the waiting photo keeps its file.
    await post(submitVenueProfileAction, { ...PROFILE, venueId, description: 'Noch einmal', 'photoImage.0': second, 'photoAlt.0': 'Zweites' });
    expect(await editPhotoIds()).toEqual([second]);
    expect(await status(second)).toBe(200);

    // Rejected by the team: the waiting photo is deleted with the change; the live one stays public.
    const [waiting] = await handle.db.select({ id: pendingChanges.id }).from(pendingChanges);
    expect(await decideChange(handle.db, { changeId: waiting.id, decision: { approve: false, reason: 'Bitte andere Fotos.' }, siteUrl: 'http://localhost:3000', signature: [], teamAddress: 'team@planer.test' })).toEqual({ kind: 'profile', cityId: 'berlin' });
    expect([await status(second), await status(livePhoto)]).toEqual([404, 200]);
    expect(await handle.db.select().from(pendingChangePhotos)).toEqual([]);
  });

  it('refuses a price block above 1.000.000,00 € in German and keeps what was typed', async () => {
    const refused = await post(submitVenueProfileAction, { ...PROFILE, venueId, 'blockPrice.0': '90.071.992.547.409,91 €' });
    expect(refused).toMatchObject({ state: { errors: { 'blockPrice.0': 'Der Betrag darf höchstens 1.000.000,00 € betragen' }, message: PARTNER_TEXTS.invalid, values: { priceBlocks: [{ price: '90.071.992.547.409,91 €' }] } } });
    expect(await handle.db.select().from(pendingChanges)).toEqual([]);
  });

  it('saves the planner-facing terms at once, and refuses bad ones without a change', async () => {
    const bad = await post(saveVenueTermsAction, { venueId, minimumSpend: '-5', 'termDays.0': '30', 'termPercent.0': '150' });
    expect(bad).toMatchObject({ state: { message: PARTNER_TEXTS.invalid, errors: { minimumSpend: expect.any(String), 'termPercent.0': expect.any(String) }, values: { minimumSpend: '-5' } } });
    expect((await liveVenue()).cancellationTerms).toEqual([]);
    const saved = await post(saveVenueTermsAction, { venueId, minimumSpend: '2.500,00 €', 'termDays.0': '14', 'termPercent.0': '50', 'termDays.1': '60', 'termPercent.1': '10', dropKind: 'percent', dropAmount: '10', dropUntilDays: '7' });
    expect(saved).toEqual({ redirect: `/partner/locations/${venueId}?hinweis=konditionen` });
    expect(await liveVenue()).toMatchObject({
      minimumSpendCents: 250000,
      cancellationTerms: [
        { daysBefore: 60, percent: 10 },
        { daysBefore: 14, percent: 50 },
      ],
      guestDrop: { kind: 'percent', amount: 10, untilDaysBefore: 7 },
      description: 'Alter Text.',
    });
    expect(await handle.db.select().from(pendingChanges)).toEqual([]);
  });
});
