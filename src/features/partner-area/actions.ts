'use server';

import { APIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { currentUser } from '@/features/auth/guard';
import { passwordTokenOwner } from '@/features/auth/partner-queries';
import { getAuth } from '@/features/auth/server';
import { AD_CONTENT_FIELDS, type AdContentValues, checkAdContent } from '@/features/bookings/form-schema';
import { publicImageProblemText } from '@/features/images/failure';
import { imageFor } from '@/features/images/import';
import { formText } from '@/lib/form-data';
import { logger } from '@/lib/logger';
import { isOneLine } from '@/lib/one-line';
import { wakeOutboxWorker } from '@/lib/mail/outbox-worker';
import type { AdChangeState, PartnerFormState } from './form-state';
import { PARTNER_PASSWORD_PATH, PARTNER_PATH, PARTNER_SIGN_IN_PATH } from './paths';
import { adOfPartner, submitAdChange } from './queries';
import { PARTNER_PASSWORD_MIN_LENGTH, PARTNER_TEXTS } from './texts';

/** Signs the operator in (a plain form post, so it works without JavaScript) and opens the partner area. */
export async function partnerSignInAction(_previous: PartnerFormState, form: FormData): Promise<PartnerFormState> {
  const email = formText(form, 'email').trim();
  const password = formText(form, 'password');
  if (!email || !password) return { email, message: PARTNER_TEXTS.signInMissing };
  if (!isOneLine(email)) return { email, message: PARTNER_TEXTS.emailInvalid };
  try {
    await (await getAuth()).api.signInEmail({ body: { email, password }, headers: await headers() });
  } catch (err) {
    if (err instanceof APIError && err.statusCode === 429) return { email, message: PARTNER_TEXTS.signInLimited };
    if (err instanceof APIError && err.statusCode < 500) return { email, message: PARTNER_TEXTS.signInFailed };
    logger.error({ err }, 'partner sign-in failed');
    return { email, message: PARTNER_TEXTS.unexpected };
  }
  redirect(PARTNER_PATH);
}

/** Sets the password through the link a confirmed booking gave, then signs the operator in. */
export async function partnerPasswordAction(_previous: PartnerFormState, form: FormData): Promise<PartnerFormState> {
  const token = formText(form, 'token');
  const password = formText(form, 'password');
  if (password.length < PARTNER_PASSWORD_MIN_LENGTH) return { errors: { password: PARTNER_TEXTS.passwordTooShort } };
  if (password !== formText(form, 'repeat')) return { errors: { repeat: PARTNER_TEXTS.passwordMismatch } };
  try {
    const owner = await passwordTokenOwner(await getDb(), token);
    if (!owner) return { message: PARTNER_TEXTS.passwordLinkInvalid };
    const auth = await getAuth();
    await auth.api.resetPassword({ body: { newPassword: password, token } });
    await auth.api.signInEmail({ body: { email: owner.email, password }, headers: await headers() });
  } catch (err) {
    if (err instanceof APIError && err.statusCode < 500) return { message: PARTNER_TEXTS.passwordLinkInvalid };
    logger.error({ err }, 'partner password could not be set');
    return { message: PARTNER_TEXTS.unexpected };
  }
  redirect(PARTNER_PATH);
}

/** A new password link by mail; the answer is the same whether an account exists or not. */
export async function partnerForgotAction(_previous: PartnerFormState, form: FormData): Promise<PartnerFormState> {
  const email = formText(form, 'email').trim();
  if (!email) return { email, message: PARTNER_TEXTS.forgotMissing };
  if (!isOneLine(email)) return { email, message: PARTNER_TEXTS.emailInvalid };
  try {
    await (await getAuth()).api.requestPasswordReset({ body: { email, redirectTo: PARTNER_PASSWORD_PATH }, headers: await headers() });
    wakeOutboxWorker();
  } catch (err) {
    if (!(err instanceof APIError && err.statusCode < 500)) logger.error({ err }, 'partner password link failed');
  }
  return { email, sent: PARTNER_TEXTS.forgotSent };
}

export async function partnerSignOutAction(): Promise<void> {
  await (await getAuth()).api.signOut({ headers: await headers() });
  redirect(PARTNER_SIGN_IN_PATH);
}

/** The operator changes their ad's text, image or website: checked like the booking, then it waits for the team's approval. */
export async function submitAdChangeAction(_previous: AdChangeState, form: FormData): Promise<AdChangeState> {
  const values = Object.fromEntries(AD_CONTENT_FIELDS.map((field) => [field, formText(form, field)])) as AdContentValues;
  const user = await currentUser();
  if (!user?.isPartner) return { values, errors: {}, message: PARTNER_TEXTS.signInRequired };
  const checked = checkAdContent(values);
  if (!checked.ok) return { values, errors: checked.errors, message: PARTNER_TEXTS.invalid };
  try {
    const db = await getDb();
    const ad = await adOfPartner(db, user.id, formText(form, 'adId'));
    if (!ad) return { values, errors: {}, message: PARTNER_TEXTS.adUnknown };
    const image = await imageFor(db, checked.fields.imageUrl, ad);
    if (!image.ok) return { values, errors: { imageUrl: publicImageProblemText(image.problem) }, message: PARTNER_TEXTS.invalid };
    await submitAdChange(db, user.id, ad.id, { ...checked.fields, imageId: image.imageId });
    logger.info({ adId: ad.id }, 'partner ad change waits for approval');
    return { values, errors: {}, sent: true };
  } catch (err) {
    logger.error({ err }, 'partner ad change failed');
    return { values, errors: {}, message: PARTNER_TEXTS.unexpected };
  }
}
