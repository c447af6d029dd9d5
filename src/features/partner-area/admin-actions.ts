'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import type { PendingChangeKind } from '@/db/schema/partner-area';
import { adminAction, failingAs } from '@/features/auth/guard';
import { actingPlanner } from '@/features/auth/planner-queries';
import { requestTranslator } from '@/features/auth/request-locale';
import type { SignedInUser } from '@/features/auth/server';
import { ADMIN_BOOKINGS_PATH } from '@/features/bookings/paths';
import { expireCityAds } from '@/features/venue-ads/cache';
import { expirePublicVenues } from '@/features/venues/cache';
import { messageKeys } from '@/i18n/keys';
import { config } from '@/lib/config';
import { wakeOutboxWorker } from '@/lib/mail/outbox-worker';
import { mailSignature, operator } from '@/lib/operator';
import { type Decision, decideChange } from './review';

const message = messageKeys('partnerArea.validation');
const changeRef = z.object({ changeId: z.uuid(messageKeys('partnerArea.changes')('noChange')) });
const reasonField = z.string().trim().min(3, message('reasonRequired')).max(1000, message('reasonTooLong'));

/** The team's decision on an operator's waiting change of any kind, signed by the deciding admin; the decided change's kind, for the screen's words. */
async function decide(changeId: string, decision: Decision, admin: SignedInUser) {
  const settings = config();
  const db = await getDb();
  const mail = { signature: mailSignature(operator(settings)), teamAddress: settings.LEAD_NOTIFY_EMAIL, sender: await actingPlanner(db, admin) };
  const decided = await decideChange(db, { changeId, decision, siteUrl: settings.SITE_URL, ...mail });
  if (!decided) return { ok: false, status: 409, message: (await requestTranslator('partnerArea.changes'))('noChange') } as const;
  wakeOutboxWorker();
  if (decision.approve) {
    // What went live: the ads of the ad's city, or the venue's public pages.
    if (decided.kind === 'ad' && decided.cityId) expireCityAds([decided.cityId]);
    if (decided.kind === 'profile') expirePublicVenues(decided.cityId);
  }
  revalidatePath(ADMIN_BOOKINGS_PATH);
  return { ok: true, data: { kind: decided.kind } satisfies { kind: PendingChangeKind } } as const;
}

/** The operator's change goes live (the ad's new text, image and website; the venue's new profile and photos). */
export const approveChange = adminAction(changeRef, async ({ changeId }, admin) => failingAs((await requestTranslator('partnerArea.changes'))('approveFailed'), () => decide(changeId, { approve: true }, admin)));

/** The change is dropped with a reason the operator reads in the mail; what is live stays as it was. */
export const rejectChange = adminAction(changeRef.extend({ reason: reasonField }), async ({ changeId, reason }, admin) =>
  failingAs((await requestTranslator('partnerArea.changes'))('rejectFailed'), () => decide(changeId, { approve: false, reason }, admin)),
);
