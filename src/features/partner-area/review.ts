import 'server-only';
import type { Database, Transaction } from '@/db/client';
import type { PendingChangeKind } from '@/db/schema/partner-area';
import { getCity } from '@/features/cities';
import { deleteImagesIfUnused } from '@/features/images/retention-queries';
import { getAd, updateAd } from '@/features/venue-ads/queries';
import { venuePagePath } from '@/features/venues/paths';
import { applyProfile, liveProfileOf } from '@/features/venues/profile-queries';
import { queueMail } from '@/lib/mail/queue';
import { type StoredChange, takeChange } from './change-queries';
import { changeDecidedMail, type DecidedSubject, type DecisionAddressing } from './emails';
import { partnerVenuePath } from './paths';

/** The team's decision: approve, or reject with the reason the operator reads in the mail. */
export type Decision = { approve: true } | { approve: false; reason: string };

/** What a decision did, for the caller's caches: the change's kind and the city whose public pages show its subject. */
export type DecidedChange = { kind: PendingChangeKind; cityId: string | null };

/** What a kind's decision gives the mail (the subject's name and city, the kind's links) and the caches. */
type KindOutcome = { cityId: string | null; mail: DecidedSubject };

/** An ad's change: approved, the ad takes the new text, image and website; either way the mail names the ad and its city. */
async function decideAd(tx: Transaction, change: StoredChange<'ad'>, approve: boolean): Promise<KindOutcome> {
  const { description, imageUrl, websiteUrl } = change.payload;
  const ad = approve ? await updateAd(tx, change.adId, { description, imageUrl, imageId: change.photos[0]?.imageId ?? null, websiteUrl }) : await getAd(tx, change.adId);
  // The change's row goes with its ad (cascade), and the ad is locked by takeChange: it is there.
  const { cityId, venueName } = ad!;
  return { cityId, mail: { kind: 'ad', venueName, cityName: getCity(cityId)?.name ?? cityId } };
}

/**
 * A venue profile's change: approved, the venue takes the new profile and photos; either way the mail links the
 * venue's public page while it has one, and its page in the partner area.
 */
async function decideProfile(tx: Transaction, change: StoredChange<'profile'>, approve: boolean, siteUrl: string): Promise<KindOutcome> {
  if (approve) await applyProfile(tx, change.venueId, change.payload, change.photos);
  const venue = (await liveProfileOf(tx, change.venueId))!;
  const publicLink = venue.cityId && venue.publicSlug ? `${siteUrl}${venuePagePath(venue.cityId, venue.publicSlug)}` : undefined;
  const cityName = (venue.cityId && getCity(venue.cityId)?.name) || venue.cityName;
  return { cityId: venue.cityId, mail: { kind: 'profile', venueName: venue.name, cityName, publicLink, partnerLink: `${siteUrl}${partnerVenuePath(change.venueId)}` } };
}

/**
 * The team's decision on a waiting change of any kind, in one transaction: the change is taken off (its subject
 * locked), applied by its kind when approved, its photos that nothing else shows deleted when rejected, and the one
 * decision mail queued for the operator. A failure anywhere leaves the change waiting and its subject as it was.
 * Undefined when no such change waits (decided meanwhile by someone else, replaced or withdrawn).
 */
export async function decideChange(
  db: Database,
  input: { changeId: string; decision: Decision; siteUrl: string } & Pick<DecisionAddressing, 'signature' | 'teamAddress' | 'sender'>,
): Promise<DecidedChange | undefined> {
  const { approve } = input.decision;
  return db.transaction(async (tx) => {
    const taken = await takeChange(tx, input.changeId);
    if (!taken) return undefined;
    const { change, sender } = taken;
    const outcome = change.kind === 'ad' ? await decideAd(tx, change, approve) : await decideProfile(tx, change, approve, input.siteUrl);
    if (!approve) await deleteImagesIfUnused(tx, change.photos.map((photo) => photo.imageId));
    const addressing: DecisionAddressing = {
      recipient: sender.email,
      contactName: sender.name,
      salutation: sender.salutation,
      approved: approve,
      reason: input.decision.approve ? undefined : input.decision.reason,
      sender: input.sender,
      teamAddress: input.teamAddress,
      signature: input.signature,
    };
    await queueMail(tx, changeDecidedMail({ ...outcome.mail, ...addressing }));
    return { kind: change.kind, cityId: outcome.cityId };
  });
}
