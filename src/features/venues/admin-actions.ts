'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { type Executor, getDb } from '@/db/client';
import { adminAction, failingAs } from '@/features/auth/guard';
import { getCity } from '@/features/cities';
import { importImage } from '@/features/images/import';
import { formFlag } from '@/lib/form-flag';
import { photoFailure, type VenueInput, venueSchema } from './form-schema';
import { ADMIN_VENUES_PATH } from './paths';
import { getVenue, insertVenue, markVenueArchived, removeVenue, replaceVenue, type StoredPhoto } from './queries';
import { VENUE_TEXTS } from './texts';

const venueForm = venueSchema((id) => getCity(id)?.name);
const venueChange = z.intersection(z.object({ id: z.uuid(VENUE_TEXTS.updateFailed) }), venueForm);
const venueRef = z.object({ venueId: z.uuid('Venue is required') });

/**
 * Our copies of the form's photos, in its order: a photo whose address is unchanged keeps the copy it has (no
 * new fetch), a new address is fetched now. The first photo that cannot be fetched fails the save.
 */
async function photosFor(db: Executor, photos: VenueInput['photos'], stored: readonly StoredPhoto[] = []) {
  const imported = await Promise.all(
    photos.map(async ({ url, slot }) => {
      const kept = stored.find((photo) => photo.sourceUrl === url);
      if (kept) return { ok: true as const, photo: kept };
      const image = await importImage(db, url);
      return image.ok ? { ok: true as const, photo: { sourceUrl: url, imageId: image.imageId } } : photoFailure(slot, image.message);
    }),
  );
  const failed = imported.find((result) => !result.ok);
  return failed ?? { ok: true as const, photos: imported.flatMap((result) => (result.ok ? [result.photo] : [])) };
}

export const createVenue = adminAction(venueForm, ({ photos: typed, ...fields }) =>
  failingAs<{ id: string }>(VENUE_TEXTS.createFailed, async () => {
    const db = await getDb();
    const photos = await photosFor(db, typed);
    if (!photos.ok) return photos;
    const venue = await insertVenue(db, fields, photos.photos);
    revalidatePath(ADMIN_VENUES_PATH);
    return { ok: true, data: { id: venue.id } };
  }),
);

/** Saves the whole form, the photos in their new order. */
export const updateVenue = adminAction(venueChange, ({ id, photos: typed, ...fields }) =>
  failingAs<{ id: string }>(VENUE_TEXTS.updateFailed, async () => {
    const db = await getDb();
    const stored = await getVenue(db, id);
    if (!stored) return { ok: false, status: 404, message: VENUE_TEXTS.updateFailed };
    const photos = await photosFor(db, typed, stored.photos);
    if (!photos.ok) return photos;
    const venue = await replaceVenue(db, id, fields, photos.photos);
    if (!venue) return { ok: false, status: 404, message: VENUE_TEXTS.updateFailed };
    revalidatePath(ADMIN_VENUES_PATH);
    return { ok: true, data: { id: venue.id } };
  }),
);

/** Archive or restore, from the list's row: an archived venue cannot be chosen for a new offer. */
export const setVenueArchived = adminAction(venueRef.extend({ archived: formFlag }), ({ venueId, archived }) =>
  failingAs(VENUE_TEXTS.archiveFailed, async () => {
    const venue = await markVenueArchived(await getDb(), venueId, archived);
    if (!venue) return { ok: false, status: 404, message: VENUE_TEXTS.archiveFailed };
    revalidatePath(ADMIN_VENUES_PATH);
    return { ok: true, data: undefined };
  }),
);

/** Deletes a venue no offer uses; the database refuses the others (see removeVenue). */
export const deleteVenue = adminAction(venueRef, ({ venueId }) =>
  failingAs(VENUE_TEXTS.deleteFailed, async () => {
    const outcome = await removeVenue(await getDb(), venueId);
    if (outcome === 'in-use') return { ok: false, status: 409, message: VENUE_TEXTS.inUse };
    if (outcome === 'not-found') return { ok: false, status: 404, message: VENUE_TEXTS.deleteFailed };
    revalidatePath(ADMIN_VENUES_PATH);
    return { ok: true, data: undefined };
  }),
);
