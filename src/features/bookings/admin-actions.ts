'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { adminAction, failingAs } from '@/features/auth/guard';
import { invoiceSeller } from '@/features/invoices/seller';
import { expireCityAds } from '@/features/venue-ads/cache';
import { config } from '@/lib/config';
import { wakeOutboxWorker } from '@/lib/mail/outbox-worker';
import { mailSignature, operator } from '@/lib/operator';
import { berlinToday } from '@/lib/time';
import { BOOKING_ADMIN_TEXTS } from './texts';
import { ADMIN_BOOKINGS_PATH } from './paths';
import { approveBooking, rejectWithReason } from './review';

const bookingRef = z.object({ bookingId: z.uuid(BOOKING_ADMIN_TEXTS.notApprovable) });

export const approve = adminAction(bookingRef, ({ bookingId }, admin) =>
  failingAs<{ invoiceNumber: string }>(BOOKING_ADMIN_TEXTS.approveFailed, async () => {
    const settings = config();
    const op = operator(settings);
    const outcome = await approveBooking(await getDb(), { bookingId, seller: invoiceSeller(op), today: berlinToday(), now: new Date(), siteUrl: settings.SITE_URL, byEmail: admin.email, byId: admin.id, signature: mailSignature(op) });
    if (outcome.kind === 'not_approvable') return { ok: false, status: 409, message: BOOKING_ADMIN_TEXTS.notApprovable };
    if (outcome.kind === 'period_over') return { ok: false, status: 409, message: BOOKING_ADMIN_TEXTS.periodOver };
    if (outcome.kind === 'unprintable') return { ok: false, status: 400, message: BOOKING_ADMIN_TEXTS.unprintable };
    wakeOutboxWorker();
    expireCityAds([outcome.cityId]);
    revalidatePath(ADMIN_BOOKINGS_PATH);
    return { ok: true, data: { invoiceNumber: outcome.invoiceNumber } };
  }),
);

export const reject = adminAction(bookingRef.extend({ reason: z.string().trim().min(3, BOOKING_ADMIN_TEXTS.reasonRequired).max(1000, 'At most 1000 characters') }), ({ bookingId, reason }, admin) =>
  failingAs(BOOKING_ADMIN_TEXTS.rejectFailed, async () => {
    const rejected = await rejectWithReason(await getDb(), { bookingId, reason, now: new Date(), byEmail: admin.email, signature: mailSignature(operator()) });
    if (!rejected) return { ok: false, status: 409, message: BOOKING_ADMIN_TEXTS.notRejectable };
    wakeOutboxWorker();
    revalidatePath(ADMIN_BOOKINGS_PATH);
    return { ok: true, data: undefined };
  }),
);
