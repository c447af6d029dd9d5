'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { clientAddress } from '@/lib/client-address';
import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import { wakeOutboxWorker } from '@/lib/mail/outbox-worker';
import { mailSignature, operator } from '@/lib/operator';
import { countHit } from '@/lib/limits/rate-limit';
import type { SignupState } from './form-state';
import { CONFIRM_PATH, withToken } from './paths';
import { parseEmail } from './rules';
import { confirmSubscription, subscribe } from './subscription-queries';
import { CONSENT_TEXT, SIGNUP_MESSAGES, signupSuccess } from './texts';

/** Sign-ups per client address and window; enough for an office behind one address, too few for a script. */
const SIGNUP_RATE_LIMIT = 10;
const SIGNUP_RATE_WINDOW_SECONDS = 600;

/** Its own counter per client address, apart from the request form's. */
const rateLimitKey = (address: string) => `newsletter:${address}`;

/** The sign-up form's server action (with JavaScript called by the form, without it the form's POST). */
export async function newsletterSignupAction(_previous: SignupState, formData: FormData): Promise<SignupState> {
  const typed = String(formData.get('email') ?? '');
  const parsed = parseEmail(typed);
  if (!parsed.ok) return { status: 'invalid', email: typed, message: parsed.message };
  const success: SignupState = { status: 'success', email: '', message: signupSuccess(parsed.email) };
  // Filled only by bots: they get the usual answer, nobody gets a mail.
  if (formData.get('website')) {
    logger.warn('honeypot filled: newsletter sign-up dropped');
    return success;
  }
  try {
    const db = await getDb();
    const settings = config();
    if ((await countHit(db, rateLimitKey(clientAddress(await headers(), settings.TRUSTED_PROXY_HOPS)), SIGNUP_RATE_WINDOW_SECONDS)) > SIGNUP_RATE_LIMIT) {
      logger.warn('newsletter sign-up rate limit reached');
      return { status: 'error', email: typed, message: SIGNUP_MESSAGES.rateLimited };
    }
    const plan = await subscribe(db, parsed.email, CONSENT_TEXT, mailSignature(operator(settings)));
    logger.info({ plan }, 'newsletter sign-up');
    // After the commit: a worker woken inside the transaction may have looked before the mail was there.
    if (plan !== 'none') wakeOutboxWorker();
  } catch (err) {
    logger.error({ err }, 'newsletter sign-up failed');
    return { status: 'error', email: typed, message: SIGNUP_MESSAGES.failure };
  }
  return success;
}

/** The button of the confirmation page; the page shows the outcome (a plain form POST, so it works without JavaScript). */
export async function confirmNewsletterAction(formData: FormData): Promise<void> {
  const token = String(formData.get('token') ?? '');
  const outcome = await confirmSubscription(await getDb(), token, mailSignature(operator()));
  if (outcome !== 'valid') redirect(withToken(CONFIRM_PATH, token));
  logger.info('newsletter subscription confirmed');
  wakeOutboxWorker();
  redirect(`${CONFIRM_PATH}?bestaetigt=1`);
}
