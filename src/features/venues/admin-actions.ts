'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { type Executor, getDb } from '@/db/client';
import { adminAction, type ActionResult, failingAs } from '@/features/auth/guard';
import { listPartnerAccounts } from '@/features/auth/partner-queries';
import { getCity } from '@/features/cities';
import type { EncodedImage } from '@/features/images/encode';
import { readUpload } from '@/features/images/upload';
import { imageProblemText } from '@/features/images/failure';
import { importImage } from '@/features/images/import';
import { saveImage } from '@/features/images/queries';
import { messageKeys } from '@/i18n/keys';
import { requestTranslator } from '@/features/auth/request-locale';
import { formFlag } from '@/lib/form-flag';
import { expirePublicVenues } from './cache';
import { isUploadSource, photoFailure, type VenueInput, venueSchema } from './form-schema';
import { ADMIN_VENUES_PATH } from './paths';
import { getVenue, insertVenue, markVenueArchived, removeVenue, replaceVenue, type StoredPhoto, VenueSlugTaken } from './queries';

const message = messageKeys('venues.validation');
const venueForm = venueSchema((id) => getCity(id)?.name);
const venueChange = z.intersection(z.object({ id: z.uuid(messageKeys('venues.actions')('updateFailed')) }), venueForm);
const venueRef = z.object({ venueId: z.uuid(message('venueRequired')) });

/** A save refused at one field, worded in this admin's language. */
async function refusedAt(field: string, key: 'slugTaken' | 'partnerUnknown'): Promise<{ ok: false; status: 400 | 409; message: string; fieldErrors: Record<string, string> }> {
  const text = (await requestTranslator('venues.validation'))(key);
  return { ok: false, status: key === 'slugTaken' ? 409 : 400, message: text, fieldErrors: { [field]: text } };
}

/** The partner account a venue is given must be a venue operator's (role 'partner'); none is always fine. */
async function partnerIsKnown(db: Executor, partnerUserId: string | null): Promise<boolean> {
  return partnerUserId === null || (await listPartnerAccounts(db)).some((account) => account.id === partnerUserId);
}

/** Runs a save; a typed slug another venue of the city has (or had) comes back as that field's error. */
async function savingSlug<T>(save: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await save();
  } catch (err) {
    if (err instanceof VenueSlugTaken) return refusedAt('slug', 'slugTaken');
    throw err;
  }
}

/** The messages of the photos' checks on the server, in this admin's language. */
const photoTexts = () => requestTranslator('venues.validation');

/** A chosen photo file re-encoded, or its field's error. */
const encodedUpload = async (file: File) => {
  const t = await photoTexts();
  return readUpload(file, 'venuePhoto', { notImage: t('photoNotImage'), tooLarge: t('photoTooLarge'), unreadable: t('photoUnreadable') });
};

/** A photo ready to save: our copy already stored, or an uploaded file's, stored with the venue. */
type PhotoToSave = StoredPhoto | { sourceUrl: string; image: EncodedImage; alt: string };

/**
 * Our copies of the form's photos, in its order: a chosen file is checked by its bytes and re-encoded (stored only
 * with the venue, so a refused save stores none), a photo uploaded before keeps its copy, a photo whose address is
 * unchanged keeps the copy it has (no new fetch), a new address is fetched now. The first photo that cannot be
 * read, found or fetched fails the save, next to its field; the files are read before anything is fetched.
 */
async function photosFor(db: Executor, photos: VenueInput['photos'], stored: readonly StoredPhoto[] = []) {
  const uploads = new Map<number, EncodedImage>();
  for (const { file, slot } of photos) {
    if (!file) continue;
    const read = await encodedUpload(file);
    if (!read.ok) return photoFailure(slot, read.error, true);
    uploads.set(slot, read.image);
  }
  // An uploaded photo has no address to find it by: the copy the form names, else one of the same file name not yet taken.
  const unclaimed = stored.filter((photo) => isUploadSource(photo.sourceUrl));
  const claim = (match: (photo: StoredPhoto) => boolean) => {
    const at = unclaimed.findIndex(match);
    return at < 0 ? undefined : unclaimed.splice(at, 1)[0];
  };
  const kept = new Map<number, StoredPhoto>();
  for (const { url, slot, file, imageId } of photos) {
    if (file || !isUploadSource(url)) continue;
    const photo = (imageId && claim((candidate) => candidate.imageId === imageId && candidate.sourceUrl === url)) || claim((candidate) => candidate.sourceUrl === url);
    if (!photo) return photoFailure(slot, (await photoTexts())('uploadGone'));
    kept.set(slot, photo);
  }
  const resolved = await Promise.all(
    photos.map(async ({ url, slot, alt = '' }): Promise<{ ok: true; photo: PhotoToSave } | ReturnType<typeof photoFailure>> => {
      const upload = uploads.get(slot);
      if (upload) return { ok: true, photo: { sourceUrl: url, image: upload, alt } };
      const keptUpload = kept.get(slot);
      if (keptUpload) return { ok: true, photo: { sourceUrl: keptUpload.sourceUrl, imageId: keptUpload.imageId, alt } };
      const keptCopy = stored.find((photo) => photo.sourceUrl === url);
      if (keptCopy) return { ok: true, photo: { sourceUrl: keptCopy.sourceUrl, imageId: keptCopy.imageId, alt } };
      const image = await importImage(db, url);
      return image.ok ? { ok: true, photo: { sourceUrl: url, imageId: image.imageId, alt } } : photoFailure(slot, imageProblemText(image.problem, await requestTranslator('venues.images')));
    }),
  );
  const failed = resolved.find((result) => !result.ok);
  return failed ?? { ok: true as const, photos: resolved.flatMap((result) => (result.ok ? [result.photo] : [])) };
}

/** Stores the uploaded files' copies in the venue's transaction: the photos as the venue's rows take them. */
async function storedPhotos(tx: Executor, photos: readonly PhotoToSave[]): Promise<StoredPhoto[]> {
  const saved: StoredPhoto[] = [];
  for (const photo of photos) saved.push('image' in photo ? { sourceUrl: photo.sourceUrl, imageId: await saveImage(tx, photo.sourceUrl, photo.image), alt: photo.alt } : photo);
  return saved;
}

/** Thrown inside a save's transaction when the venue is gone meanwhile, so that the uploaded copies go with it. */
class VenueGone extends Error {}

export const createVenue = adminAction(venueForm, async ({ photos: typed, published, slug, ...fields }) =>
  failingAs<{ id: string }>((await requestTranslator('venues.actions'))('createFailed'), async () => {
    const db = await getDb();
    if (!(await partnerIsKnown(db, fields.partnerUserId))) return refusedAt('partnerUserId', 'partnerUnknown');
    const photos = await photosFor(db, typed);
    if (!photos.ok) return photos;
    return savingSlug<{ id: string }>(async () => {
      const venue = await db.transaction(async (tx) => insertVenue(tx, fields, await storedPhotos(tx, photos.photos), { published, slug }));
      revalidatePath(ADMIN_VENUES_PATH);
      expirePublicVenues(venue.cityId);
      return { ok: true, data: { id: venue.id } };
    });
  }),
);

/**
 * Saves the whole form, the photos in their new order, and the publication: a venue that was public and changes its
 * slug or city keeps its old address as a redirect (queries.ts).
 */
export const updateVenue = adminAction(venueChange, async ({ id, photos: typed, published, slug, ...fields }) => {
  const failed = (await requestTranslator('venues.actions'))('updateFailed');
  return failingAs<{ id: string }>(failed, async () => {
    const db = await getDb();
    const stored = await getVenue(db, id);
    if (!stored) return { ok: false, status: 404, message: failed };
    // The account it has stays choosable, whatever became of its role.
    if (fields.partnerUserId !== stored.partnerUserId && !(await partnerIsKnown(db, fields.partnerUserId))) return refusedAt('partnerUserId', 'partnerUnknown');
    const photos = await photosFor(db, typed, stored.photos);
    if (!photos.ok) return photos;
    return savingSlug<{ id: string }>(async () => {
      const venue = await db
        .transaction(async (tx) => {
          const saved = await replaceVenue(tx, id, fields, await storedPhotos(tx, photos.photos), { published, slug });
          if (!saved) throw new VenueGone();
          return saved;
        })
        .catch((err: unknown) => {
          if (err instanceof VenueGone) return undefined;
          throw err;
        });
      if (!venue) return { ok: false, status: 404, message: failed };
      revalidatePath(ADMIN_VENUES_PATH);
      expirePublicVenues(stored.cityId, venue.cityId);
      return { ok: true, data: { id: venue.id } };
    });
  });
});

/** Archive or restore, from the list's row: an archived venue cannot be chosen for a new offer. */
export const setVenueArchived = adminAction(venueRef.extend({ archived: formFlag }), async ({ venueId, archived }) => {
  const failed = (await requestTranslator('venues.actions'))('archiveFailed');
  return failingAs(failed, async () => {
    const venue = await markVenueArchived(await getDb(), venueId, archived);
    if (!venue) return { ok: false, status: 404, message: failed };
    revalidatePath(ADMIN_VENUES_PATH);
    expirePublicVenues(venue.cityId);
    return { ok: true, data: undefined };
  });
});

/** Deletes a venue no offer uses; the database refuses the others (see removeVenue). */
export const deleteVenue = adminAction(venueRef, async ({ venueId }) => {
  const t = await requestTranslator('venues.actions');
  return failingAs(t('deleteFailed'), async () => {
    const db = await getDb();
    const venue = await getVenue(db, venueId);
    const outcome = await removeVenue(db, venueId);
    if (outcome === 'in-use') return { ok: false, status: 409, message: t('inUse') };
    if (outcome === 'not-found') return { ok: false, status: 404, message: t('deleteFailed') };
    revalidatePath(ADMIN_VENUES_PATH);
    expirePublicVenues(venue?.cityId);
    return { ok: true, data: undefined };
  });
});
