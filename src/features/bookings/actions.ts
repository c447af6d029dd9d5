'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { clientAddress, clientNetwork } from '@/lib/client-address';
import { config } from '@/lib/config';
import { echoed } from '@/lib/form-data';
import { logger } from '@/lib/logger';
import { expireSlotCounts } from '@/features/venue-ads/cache';
import { wakeOutboxWorker } from '@/lib/mail/outbox-worker';
import { mailSignature, operator } from '@/lib/operator';
import { countHit } from '@/lib/limits/rate-limit';
import { BOOKING_FIELD_MAXIMA, readBookingForm } from './form-schema';
import type { AdBookingFormState } from './form-state';
import { BOOKING_CONFIRM_PATH, confirmBookingHref, partnerPasswordHref } from './paths';
import { confirmFromLink, submitBooking } from './public-service';
import { BOOKING_TEXTS } from './texts';

/** Bookings per client address and window: an agency booking several venues gets through, a script does not. */
const BOOKING_RATE_LIMIT = 10;
const BOOKING_RATE_WINDOW_SECONDS = 600;

/** The booking form's action (with JavaScript called by the form, without it the form's POST); nothing typed is lost. */
export async function bookAdAction(_previous: AdBookingFormState, formData: FormData): Promise<AdBookingFormState> {
  const values = readBookingForm(formData);
  try {
    const db = await getDb();
    const settings = config();
    const address = clientAddress(await headers(), settings.TRUSTED_PROXY_HOPS);
    if ((await countHit(db, `booking:${address}`, BOOKING_RATE_WINDOW_SECONDS)) > BOOKING_RATE_LIMIT) {
      logger.warn('ad booking rate limit reached');
      return { values: echoed(values, BOOKING_FIELD_MAXIMA), errors: {}, message: BOOKING_TEXTS.rateLimited };
    }
    const state = await submitBooking(db, values, { now: new Date(), clientNetwork: clientNetwork(address), siteUrl: settings.SITE_URL, signature: mailSignature(operator(settings)), teamAddress: settings.LEAD_NOTIFY_EMAIL });
    if (state.sent) {
      logger.info({ city: values.stadt, start: values.start }, 'ad booking held');
      expireSlotCounts();
      wakeOutboxWorker();
    }
    return { ...state, values: echoed(state.values, BOOKING_FIELD_MAXIMA) };
  } catch (err) {
    logger.error({ err }, 'ad booking failed');
    return { values: echoed(values, BOOKING_FIELD_MAXIMA), errors: {}, message: BOOKING_TEXTS.failure };
  }
}

/** The button behind the mailed link: confirms once, then a new partner account sets its password, an existing one is told to sign in. */
export async function confirmBookingAction(formData: FormData): Promise<void> {
  const token = String(formData.get('token') ?? '');
  const settings = config();
  const outcome = await confirmFromLink(await getDb(), token, new Date(), { siteUrl: settings.SITE_URL, teamAddress: settings.LEAD_NOTIFY_EMAIL });
  if (outcome.kind !== 'confirmed') redirect(confirmBookingHref(token));
  logger.info('ad booking confirmed');
  expireSlotCounts();
  redirect(outcome.passwordToken ? partnerPasswordHref(outcome.passwordToken, true) : `${BOOKING_CONFIRM_PATH}?bestaetigt=1`);
}
