'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { adminAction, failingAs } from '@/features/auth/guard';
import { ADMIN_BOOKINGS_PATH } from '@/features/bookings/paths';
import { getCity } from '@/features/cities';
import { expireCityAds } from '@/features/venue-ads/cache';
import { messageKeys } from '@/i18n/keys';
import { requestTranslator } from '@/i18n/server';
import { queueMail } from '@/lib/mail/queue';
import { wakeOutboxWorker } from '@/lib/mail/outbox-worker';
import { mailSignature, operator } from '@/lib/operator';
import { adChangeDecidedMail } from './emails';
import { decideAdChange } from './queries';

const message = messageKeys('partnerArea.validation');
const changeRef = z.object({ adId: z.uuid(messageKeys('partnerArea.changes')('noChange')) });

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
export const rejectAdChange = adminAction(changeRef.extend({ reason: z.string().trim().min(3, message('reasonRequired')).max(1000, message('reasonTooLong')) }), async ({ adId, reason }) =>
  failingAs((await requestTranslator('partnerArea.changes'))('rejectFailed'), () => decide(adId, false, reason)),
);
