'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { adminAction, failingAs } from '@/features/auth/guard';
import { ADMIN_BOOKINGS_PATH } from '@/features/bookings/paths';
import { getCity } from '@/features/cities';
import { expireCityAds } from '@/features/venue-ads/cache';
import { expirePublicVenues } from '@/features/venues/cache';
import { venuePagePath } from '@/features/venues/paths';
import { decideProfileEdit } from '@/features/venues/profile-queries';
import { messageKeys } from '@/i18n/keys';
import { requestTranslator } from '@/features/auth/request-locale';
import { config } from '@/lib/config';
import { queueMail } from '@/lib/mail/queue';
import { wakeOutboxWorker } from '@/lib/mail/outbox-worker';
import { mailSignature, operator } from '@/lib/operator';
import { adChangeDecidedMail, profileChangeDecidedMail } from './emails';
import { partnerVenuePath } from './paths';
import { decideAdChange } from './queries';

const message = messageKeys('partnerArea.validation');
const changeRef = z.object({ adId: z.uuid(messageKeys('partnerArea.changes')('noChange')) });
const profileChangeRef = z.object({ venueId: z.uuid(messageKeys('partnerArea.profileChanges')('noChange')) });
const reasonField = z.string().trim().min(3, message('reasonRequired')).max(1000, message('reasonTooLong'));

async function decide(adId: string, approve: boolean, reason?: string) {
  const signature = mailSignature(operator());
  const decided = await (await getDb()).transaction(async (tx) => {
    const change = await decideAdChange(tx, adId, approve);
    if (change) await queueMail(tx, adChangeDecidedMail({ recipient: change.email, contactName: change.contactName, venueName: change.venueName, cityName: getCity(change.cityId)?.name ?? change.cityId, approved: approve, reason, signature }));
    return change;
  });
  if (!decided) return { ok: false, status: 409, message: (await requestTranslator('partnerArea.changes'))('noChange') } as const;
  wakeOutboxWorker();
  if (approve) expireCityAds([decided.cityId]);
  revalidatePath(ADMIN_BOOKINGS_PATH);
  return { ok: true, data: undefined } as const;
}

/** The operator's change goes live (the ad takes the new text, image and website). */
export const approveAdChange = adminAction(changeRef, async ({ adId }) => failingAs((await requestTranslator('partnerArea.changes'))('approveFailed'), () => decide(adId, true)));

/** The change is dropped with a reason the operator reads in the mail; the ad stays as it was. */
export const rejectAdChange = adminAction(changeRef.extend({ reason: reasonField }), async ({ adId, reason }) =>
  failingAs((await requestTranslator('partnerArea.changes'))('rejectFailed'), () => decide(adId, false, reason)),
);

async function decideProfile(venueId: string, approve: boolean, reason?: string) {
  const settings = config();
  const signature = mailSignature(operator(settings));
  const decided = await (await getDb()).transaction(async (tx) => {
    const change = await decideProfileEdit(tx, venueId, approve);
    if (change) {
      const publicLink = change.cityId && change.publicSlug ? `${settings.SITE_URL}${venuePagePath(change.cityId, change.publicSlug)}` : undefined;
      await queueMail(
        tx,
        profileChangeDecidedMail({
          recipient: change.email,
          contactName: change.contactName,
          venueName: change.venueName,
          cityName: (change.cityId && getCity(change.cityId)?.name) || change.cityName,
          approved: approve,
          reason,
          publicLink,
          partnerLink: `${settings.SITE_URL}${partnerVenuePath(venueId)}`,
          signature,
        }),
      );
    }
    return change;
  });
  if (!decided) return { ok: false, status: 409, message: (await requestTranslator('partnerArea.profileChanges'))('noChange') } as const;
  wakeOutboxWorker();
  if (approve) expirePublicVenues(decided.cityId);
  revalidatePath(ADMIN_BOOKINGS_PATH);
  return { ok: true, data: undefined } as const;
}

/** The operator's change to a venue's public profile goes live (its texts, capacities, types, prices and photos). */
export const approveProfileChange = adminAction(profileChangeRef, async ({ venueId }) =>
  failingAs((await requestTranslator('partnerArea.profileChanges'))('approveFailed'), () => decideProfile(venueId, true)),
);

/** The change is dropped with a reason the operator reads in the mail; the public profile stays as it was. */
export const rejectProfileChange = adminAction(profileChangeRef.extend({ reason: reasonField }), async ({ venueId, reason }) =>
  failingAs((await requestTranslator('partnerArea.profileChanges'))('rejectFailed'), () => decideProfile(venueId, false, reason)),
);
