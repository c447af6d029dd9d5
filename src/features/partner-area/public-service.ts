import 'server-only';
import type { Database, Executor } from '@/db/client';
import type { AdChangePayload } from '@/db/schema/partner-area';
import type { ProfileFields } from '@/db/schema/venues';
import { mailLocaleOf } from '@/features/auth/user-queries';
import { type ReviewItem, reviewWaitingMail, type TeamReview } from '@/features/bookings/emails';
import { getCity } from '@/features/cities';
import type { EncodedImage } from '@/features/images/encode';
import { saveImage } from '@/features/images/queries';
import type { ProfilePhoto } from '@/features/venues/profile-queries';
import { sameProfile } from '@/features/venues/rules';
import { queueMail } from '@/lib/mail/queue';
import { submitAdChange, submitProfileChange, type Submission } from './change-queries';

/**
 * The operator's changes for the team's approval, each in one transaction with the team's mail: a change that begins
 * to wait (none of its kind waited for its subject) is mailed once; one that replaces a waiting change is not, as the
 * team has that one to review still and will find the newer one in its place.
 */

/** The signed-in operator who sends a change, whom the team's reply reaches. */
export interface Operator {
  id: string;
  name: string;
  email: string;
}

async function tellTeam(tx: Executor, submission: Submission, item: ReviewItem, team: TeamReview): Promise<void> {
  if (submission === 'began') await queueMail(tx, reviewWaitingMail(item, team, await mailLocaleOf(tx, team.teamAddress)));
}

/** The operator's change to their ad waits for the team; 'not-theirs' for an ad that is not theirs. */
export function submitAdForReview(
  db: Database,
  input: { operator: Operator; ad: { id: string; venueName: string; cityId: string }; change: AdChangePayload & { imageId: string | null } },
  team: TeamReview,
): Promise<Submission> {
  const { operator, ad } = input;
  return db.transaction(async (tx) => {
    const submitted = await submitAdChange(tx, operator.id, ad.id, input.change);
    await tellTeam(tx, submitted, { kind: 'ad', venueName: ad.venueName, cityName: getCity(ad.cityId)?.name ?? ad.cityId, sender: operator }, team);
    return submitted;
  });
}

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
  input: { operator: Operator; venue: { id: string; name: string; cityName: string }; fields: ProfileFields; photos: readonly CheckedPhoto[]; live: Parameters<typeof sameProfile>[1] },
  team: TeamReview,
): Promise<{ kind: 'unknown' } | { kind: 'saved'; unchanged: boolean }> {
  const { operator, venue } = input;
  try {
    return await db.transaction(async (tx) => {
      const photos: ProfilePhoto[] = [];
      for (const photo of input.photos) photos.push('encoded' in photo ? { sourceUrl: photo.sourceUrl, imageId: await saveImage(tx, photo.sourceUrl, photo.encoded), alt: photo.alt } : photo);
      const unchanged = sameProfile({ ...input.fields, photos }, input.live);
      const submitted = await submitProfileChange(tx, operator.id, venue.id, unchanged ? null : { fields: input.fields, photos });
      if (submitted === 'not-theirs') throw new NotTheirs();
      await tellTeam(tx, submitted, { kind: 'profile', venueName: venue.name, cityName: venue.cityName, sender: operator }, team);
      return { kind: 'saved', unchanged } as const;
    });
  } catch (err) {
    if (err instanceof NotTheirs) return { kind: 'unknown' };
    throw err;
  }
}
