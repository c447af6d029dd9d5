import 'server-only';
import type { Database } from '@/db/client';
import type { ProfileFields } from '@/db/schema/venues';
import type { EncodedImage } from '@/features/images/encode';
import { saveImage } from '@/features/images/queries';
import type { ProfilePhoto } from '@/features/venues/profile-queries';
import { sameProfile } from '@/features/venues/rules';
import { submitProfileChange } from './change-queries';

/** A photo of the change: one the profile has (live or waiting), or a file read by its bytes and re-encoded. */
export type CheckedPhoto = ProfilePhoto | { sourceUrl: string; encoded: EncodedImage; alt: string };

/** Thrown inside the transaction when the venue is not the operator's, so that the copies stored for it go too. */
class NotTheirs extends Error {}

/**
 * The operator's checked change to a venue's public profile, in one transaction: the new files stored as our copies,
 * then the change waits for the team (a change back to the live version withdraws the waiting one). A venue that is
 * not theirs, or a change that cannot be saved, leaves no copy behind. Unknown for a venue that is not theirs.
 */
export async function submitVenueProfile(
  db: Database,
  input: { partnerUserId: string; venueId: string; fields: ProfileFields; photos: readonly CheckedPhoto[]; live: Parameters<typeof sameProfile>[1] },
): Promise<{ kind: 'unknown' } | { kind: 'saved'; unchanged: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const photos: ProfilePhoto[] = [];
      for (const photo of input.photos) photos.push('encoded' in photo ? { sourceUrl: photo.sourceUrl, imageId: await saveImage(tx, photo.sourceUrl, photo.encoded), alt: photo.alt } : photo);
      const unchanged = sameProfile({ ...input.fields, photos }, input.live);
      if (!(await submitProfileChange(tx, input.partnerUserId, input.venueId, unchanged ? null : { fields: input.fields, photos }))) throw new NotTheirs();
      return { kind: 'saved', unchanged } as const;
    });
  } catch (err) {
    if (err instanceof NotTheirs) return { kind: 'unknown' };
    throw err;
  }
}
