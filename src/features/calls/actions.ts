'use server';

import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { serverSecret } from '@/features/auth/server';
import { thanksUrl } from '@/features/requests/form-state';
import { callPagePath } from '@/features/requests/paths';
import { clientAddress } from '@/lib/client-address';
import { config } from '@/lib/config';
import { echoed, formText } from '@/lib/form-data';
import { logger } from '@/lib/logger';
import { mailSignature, operator } from '@/lib/operator';
import { setResponseStatus } from '@/lib/next-internals';
import { BOOKING_FIELD_MAXIMA, readBooking } from './form-schema';
import { type CallBookingFormState, CALL_ANCHOR } from './form-state';
import { bookFromPage, type CallPageSettings, cancelFromPage, moveFromPage } from './public-service';
import { CALL_TEXTS } from './texts';

async function pageSettings(): Promise<CallPageSettings> {
  const settings = config();
  return {
    siteUrl: settings.SITE_URL,
    signature: mailSignature(operator(settings)),
    secret: await serverSecret(),
    clientKey: clientAddress(await headers(), settings.TRUSTED_PROXY_HOPS),
    now: new Date(),
  };
}

/** Back to the page the form was on (/thanks keeps its city), at the call's section. */
function pageOf(formData: FormData, token: string): string {
  const path = formText(formData, 'from') === 'thanks' ? thanksUrl(formText(formData, 'city'), token) : callPagePath(token);
  return `${path}#${CALL_ANCHOR}`;
}

/**
 * After a change, back to the page at the call's section. The address may be the one the browser shows already
 * (/thanks books and cancels in place): refresh() makes the client render it anew instead of keeping its copy.
 */
function done(formData: FormData, token: string): never {
  refresh();
  redirect(pageOf(formData, token));
}

type Post = (token: string, formData: FormData) => ReturnType<typeof bookFromPage>;

/** Runs a booking or a move; success leads back to the page, which then shows the call; a refusal answers with its status and fresh slots. */
async function slotAction(previous: CallBookingFormState, formData: FormData, post: Post): Promise<CallBookingFormState> {
  const token = formText(formData, 'token');
  const values = readBooking(formData);
  let outcome;
  try {
    outcome = await post(token, formData);
  } catch (err) {
    logger.error({ err }, 'booking a call failed');
    return { values: echoed(values, BOOKING_FIELD_MAXIMA), errors: {}, message: CALL_TEXTS.failure };
  }
  if (outcome.kind === 'done') done(formData, token);
  if (outcome.kind === 'invalid') {
    await setResponseStatus(422);
    return { values: echoed(values, BOOKING_FIELD_MAXIMA), errors: outcome.errors, message: CALL_TEXTS.fixErrors };
  }
  await setResponseStatus(outcome.status);
  refresh();
  return { values: echoed({ ...values, slot: '' }, BOOKING_FIELD_MAXIMA), errors: {}, message: outcome.message };
}

/** "Termin buchen" on /thanks and /termin/{token}. */
export async function bookCallAction(previous: CallBookingFormState, formData: FormData): Promise<CallBookingFormState> {
  return slotAction(previous, formData, async (token) => bookFromPage(await getDb(), { token, values: readBooking(formData) }, await pageSettings()));
}

/** "Neuen Termin buchen": moves the booked call. */
export async function moveCallAction(previous: CallBookingFormState, formData: FormData): Promise<CallBookingFormState> {
  return slotAction(previous, formData, async (token) => moveFromPage(await getDb(), { token, slot: formText(formData, 'slot') }, await pageSettings()));
}

/** "Ja, Termin absagen". */
export async function cancelCallAction(_previous: { message?: string }, formData: FormData): Promise<{ message?: string }> {
  const token = formText(formData, 'token');
  let outcome;
  try {
    outcome = await cancelFromPage(await getDb(), { token }, await pageSettings());
  } catch (err) {
    logger.error({ err }, 'cancelling a call failed');
    return { message: CALL_TEXTS.failure };
  }
  if (outcome.kind === 'done') done(formData, token);
  await setResponseStatus(outcome.status);
  refresh();
  return { message: outcome.message };
}
