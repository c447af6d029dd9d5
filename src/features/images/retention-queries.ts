import 'server-only';
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { adBookings, blogPosts, offerVersionImages, pendingChangePhotos, storedImages, user, venueAds, venuePhotos } from '@/db/schema';

/** An image a save has just fetched is not yet referenced by its record; this grace keeps it meanwhile. */
export const UNUSED_IMAGE_GRACE_HOURS = 24;

/** No venue ad, blog post, venue, operator's change waiting for the team, published offer or portrait shows the image. */
function unused(db: Executor) {
  return and(
    notExists(db.select({ id: venueAds.id }).from(venueAds).where(eq(venueAds.imageId, storedImages.id))),
    notExists(db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.imageId, storedImages.id))),
    notExists(db.select({ id: venuePhotos.imageId }).from(venuePhotos).where(eq(venuePhotos.imageId, storedImages.id))),
    notExists(db.select({ id: pendingChangePhotos.imageId }).from(pendingChangePhotos).where(eq(pendingChangePhotos.imageId, storedImages.id))),
    notExists(db.select({ id: offerVersionImages.imageId }).from(offerVersionImages).where(eq(offerVersionImages.imageId, storedImages.id))),
    notExists(db.select({ id: adBookings.id }).from(adBookings).where(eq(adBookings.imageId, storedImages.id))),
    notExists(db.select({ id: user.id }).from(user).where(eq(user.photoImageId, storedImages.id))),
  );
}

/**
 * Deletes our copies of images that nothing shows any more (deleted, or given another image), once they are older
 * than the grace.
 */
export async function deleteUnusedImages(db: Executor): Promise<{ unusedImages: number }> {
  const deleted = await db
    .delete(storedImages)
    .where(and(lt(storedImages.createdAt, sql`now() - make_interval(hours => ${UNUSED_IMAGE_GRACE_HOURS})`), unused(db)))
    .returning({ id: storedImages.id });
  return { unusedImages: deleted.length };
}

/**
 * Deletes at once those of `imageIds` (with their smaller copies) that nothing shows any more: the photos of a change
 * that was replaced or rejected, so their /media addresses answer 404 from then on rather than the next night.
 */
export async function deleteImagesIfUnused(db: Executor, imageIds: readonly string[]): Promise<number> {
  if (!imageIds.length) return 0;
  const deleted = await db
    .delete(storedImages)
    .where(and(inArray(storedImages.id, [...new Set(imageIds)]), unused(db)))
    .returning({ id: storedImages.id });
  return deleted.length;
}
