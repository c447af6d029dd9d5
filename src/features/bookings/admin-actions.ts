'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { adminAction, failingAs } from '@/features/auth/guard';
import { actingPlanner } from '@/features/auth/planner-queries';
import { invoiceSeller } from '@/features/invoices/seller';
import { expireCityAds, expireSlotCounts } from '@/features/venue-ads/cache';
import { messageKeys } from '@/i18n/keys';
import { requestTranslator } from '@/features/auth/request-locale';
import { config } from '@/lib/config';
import { wakeOutboxWorker } from '@/lib/mail/outbox-worker';
import { mailSignature, operator } from '@/lib/operator';
import { berlinToday } from '@/lib/time';
import { ADMIN_BOOKINGS_PATH } from './paths';
import { approveBooking, rejectWithReason } from './review';

const message = messageKeys('bookings.validation');
const bookingRef = z.object({ bookingId: z.uuid(messageKeys('bookings.actions')('notApprovable')) });

export const approve = adminAction(bookingRef, async ({ bookingId }, admin) => {
  const t = await requestTranslator('bookings.actions');
  return failingAs<{ invoiceNumber: string }>(t('approveFailed'), async () => {
    const settings = config();
    const op = operator(settings);
    const db = await getDb();
    const mail = { signature: mailSignature(op), teamAddress: settings.LEAD_NOTIFY_EMAIL, sender: await actingPlanner(db, admin) };
    const outcome = await approveBooking(db, { bookingId, seller: invoiceSeller(op), today: berlinToday(), now: new Date(), siteUrl: settings.SITE_URL, byEmail: admin.email, byId: admin.id, ...mail });
    if (outcome.kind === 'not_approvable') return { ok: false, status: 409, message: t('notApprovable') };
    if (outcome.kind === 'period_over') return { ok: false, status: 409, message: t('periodOver') };
    if (outcome.kind === 'unprintable') return { ok: false, status: 400, message: t('unprintable') };
    wakeOutboxWorker();
    expireCityAds([outcome.cityId]);
    revalidatePath(ADMIN_BOOKINGS_PATH);
    return { ok: true, data: { invoiceNumber: outcome.invoiceNumber } };
  });
});

export const reject = adminAction(bookingRef.extend({ reason: z.string().trim().min(3, message('reasonRequired')).max(1000, message('reasonTooLong')) }), async ({ bookingId, reason }, admin) => {
  const t = await requestTranslator('bookings.actions');
  return failingAs(t('rejectFailed'), async () => {
    const db = await getDb();
    const settings = config();
    const mail = { signature: mailSignature(operator(settings)), teamAddress: settings.LEAD_NOTIFY_EMAIL, sender: await actingPlanner(db, admin) };
    const rejected = await rejectWithReason(db, { bookingId, reason, now: new Date(), byEmail: admin.email, ...mail });
    if (!rejected) return { ok: false, status: 409, message: t('notRejectable') };
    wakeOutboxWorker();
    expireSlotCounts();
    revalidatePath(ADMIN_BOOKINGS_PATH);
    return { ok: true, data: undefined };
  });
});
