'use server';

import { APIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { currentUser } from '@/features/auth/guard';
import { passwordTokenOwner, savePartnerContact } from '@/features/auth/partner-queries';
import { getAuth } from '@/features/auth/server';
import { AD_CONTENT_FIELDS, type AdContentValues, BOOKING_FIELD_MAXIMA, checkAdContent } from '@/features/bookings/form-schema';
import { publicImageProblemText } from '@/features/images/failure';
import { imageFor } from '@/features/images/import';
import { config } from '@/lib/config';
import { echoed, formText } from '@/lib/form-data';
import { countHit } from '@/lib/limits/rate-limit';
import { logger } from '@/lib/logger';
import { isOneLine } from '@/lib/one-line';
import { wakeOutboxWorker } from '@/lib/mail/outbox-worker';
import { readUpload } from '@/features/images/upload';
import { uploadSource, VENUE_FIELDS } from '@/features/venues/form-schema';
import { type ProfilePhoto, saveVenueTerms } from '@/features/venues/profile-queries';
import { catalogue } from '@/i18n/translator';
import { CONTACT_FIELD_MAXIMA, hasChosenFiles, PHOTO_SAVE_WINDOW_SECONDS, postedContactValues, readPartnerContact, PHOTO_SAVES_PER_HOUR, postedProfileValues, type ProfilePhotoChoice, postedTermsValues, readProfile, readVenueTerms } from './form-schema';
import type { AdChangeState, PartnerContactState, PartnerFormState, VenueProfileState, VenueTermsState } from './form-state';
import { PARTNER_PASSWORD_PATH, PARTNER_PATH, PARTNER_SIGN_IN_PATH, partnerVenuePath } from './paths';
import { type CheckedPhoto, submitAdForReview, submitVenueProfile } from './public-service';
import { venuePageOfPartner } from './dashboard';
import { adOfPartner } from './queries';
import { PARTNER_PASSWORD_MIN_LENGTH, PARTNER_TEXTS, PROFILE_TEXTS } from './texts';

/** Where the team hears of a change that waits for its approval. */
function teamReview() {
  const settings = config();
  return { siteUrl: settings.SITE_URL, teamAddress: settings.LEAD_NOTIFY_EMAIL };
}

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
  if (!user?.isPartner) return { values: echoed(values, BOOKING_FIELD_MAXIMA), errors: {}, message: PARTNER_TEXTS.signInRequired };
  const checked = checkAdContent(values);
  if (!checked.ok) return { values: echoed(values, BOOKING_FIELD_MAXIMA), errors: checked.errors, message: PARTNER_TEXTS.invalid };
  try {
    const db = await getDb();
    const ad = await adOfPartner(db, user.id, formText(form, 'adId'));
    if (!ad) return { values: echoed(values, BOOKING_FIELD_MAXIMA), errors: {}, message: PARTNER_TEXTS.adUnknown };
    // Fetched before, outside the change's transaction (no network wait holds a lock); an unused copy goes with the daily clean-up.
    const image = await imageFor(db, checked.fields.imageUrl, ad);
    if (!image.ok) return { values: echoed(values, BOOKING_FIELD_MAXIMA), errors: { imageUrl: publicImageProblemText(image.problem) }, message: PARTNER_TEXTS.invalid };
    await submitAdForReview(db, { operator: user, ad, change: { ...checked.fields, imageId: image.imageId } }, teamReview());
    logger.info({ adId: ad.id }, 'partner ad change waits for approval');
    return { values: echoed(values, BOOKING_FIELD_MAXIMA), errors: {}, sent: true };
  } catch (err) {
    logger.error({ err }, 'partner ad change failed');
    return { values: echoed(values, BOOKING_FIELD_MAXIMA), errors: {}, message: PARTNER_TEXTS.unexpected };
  }
}

/**
 * The operator changes how our mails address them (salutation and name): saved at once, it is their own; a refused
 * post keeps what was typed with each error at its field, with or without JavaScript.
 */
export async function savePartnerContactAction(_previous: PartnerContactState, form: FormData): Promise<PartnerContactState> {
  const values = postedContactValues(form);
  const shown = echoed(values, CONTACT_FIELD_MAXIMA);
  const user = await currentUser();
  if (!user?.isPartner) return { values: shown, errors: {}, message: PARTNER_TEXTS.signInRequired };
  const checked = readPartnerContact(values);
  if (!checked.ok) return { values: shown, errors: checked.errors, message: PARTNER_TEXTS.invalid };
  try {
    if (!(await savePartnerContact(await getDb(), user.id, checked.contact))) return { values: shown, errors: {}, message: PARTNER_TEXTS.signInRequired };
    return { values: { salutation: checked.contact.salutation ?? '', name: checked.contact.name }, errors: {}, saved: true };
  } catch (err) {
    logger.error({ err }, 'partner contact could not be saved');
    return { values: shown, errors: {}, message: PARTNER_TEXTS.unexpected };
  }
}

/** The errors of the venue forms in German: the shared rules' catalogue keys translated, the operator's own kept. */
function inGerman(errors: Record<string, string>): Record<string, string> {
  const t = catalogue('de') as unknown as { has(key: string): boolean; (key: string): string };
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, t.has(message) ? t(message) : message]));
}

/** The change's photos checked, or each refused one's error at its file field. */
async function checkPhotos(choices: readonly ProfilePhotoChoice[], known: readonly ProfilePhoto[]): Promise<{ ok: true; photos: CheckedPhoto[] } | { ok: false; errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  const photos: CheckedPhoto[] = [];
  for (const choice of choices) {
    const field = VENUE_FIELDS.photoFile(choice.slot);
    if (choice.file) {
      const read = await readUpload(choice.file, 'venuePhoto', { notImage: PROFILE_TEXTS.photoNotImage, tooLarge: PROFILE_TEXTS.photoTooLarge, unreadable: PROFILE_TEXTS.photoUnreadable });
      if (!read.ok) errors[field] = read.error;
      else photos.push({ sourceUrl: uploadSource(choice.file.name), encoded: read.image, alt: choice.alt });
    } else {
      const kept = known.find((photo) => photo.imageId === choice.imageId);
      if (kept) photos.push({ sourceUrl: kept.sourceUrl, imageId: kept.imageId, alt: choice.alt });
      else errors[field] = PROFILE_TEXTS.photoUnknown;
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, photos };
}

/**
 * The operator's change to a venue's public profile: checked like the team's form, photo files read by their bytes and
 * re-encoded; then it waits for the team's approval while the live version stays. A change back to the live version
 * withdraws the waiting one. Another operator's venue is as unknown as a made-up one.
 */
export async function submitVenueProfileAction(_previous: VenueProfileState, form: FormData): Promise<VenueProfileState> {
  const values = postedProfileValues(form);
  const invalid = hasChosenFiles(form) ? PROFILE_TEXTS.filesAgain : PARTNER_TEXTS.invalid;
  const user = await currentUser();
  if (!user?.isPartner) return { values, errors: {}, message: PARTNER_TEXTS.signInRequired };
  const read = readProfile(form);
  if (!read.ok) return { values, errors: inGerman(read.errors), message: invalid };
  const venueId = formText(form, 'venueId');
  let unchanged: boolean;
  try {
    const db = await getDb();
    const venue = await venuePageOfPartner(db, user.id, venueId);
    if (!venue) return { values, errors: {}, message: PROFILE_TEXTS.venueUnknown };
    if (read.photos.some((photo) => photo.file) && (await countHit(db, `profile-photos:${user.id}`, PHOTO_SAVE_WINDOW_SECONDS)) > PHOTO_SAVES_PER_HOUR) {
      logger.warn({ venueId: venue.id }, 'partner profile saves with photos over the hourly limit: refused');
      return { values, errors: {}, message: PROFILE_TEXTS.photoSavesLimited(PHOTO_SAVES_PER_HOUR) };
    }
    const checked = await checkPhotos(read.photos, [...venue.live.photos, ...(venue.pending?.photos ?? [])]);
    if (!checked.ok) return { values, errors: checked.errors, message: invalid };
    // Stored only now that the whole change holds, with the change: a refused or failed save leaves no copies behind.
    const saved = await submitVenueProfile(db, { operator: user, venue, fields: read.fields, photos: checked.photos, live: venue.live }, teamReview());
    if (saved.kind === 'unknown') return { values, errors: {}, message: PROFILE_TEXTS.venueUnknown };
    unchanged = saved.unchanged;
    logger.info({ venueId: venue.id, unchanged }, 'partner profile change saved');
  } catch (err) {
    logger.error({ err }, 'partner profile change failed');
    return { values, errors: {}, message: PARTNER_TEXTS.unexpected };
  }
  redirect(partnerVenuePath(venueId, unchanged ? 'unveraendert' : 'gesendet'));
}

/** The operator's planner-facing terms (minimum spend, cancellation, guest drop): not public, so saved at once. */
export async function saveVenueTermsAction(_previous: VenueTermsState, form: FormData): Promise<VenueTermsState> {
  const values = postedTermsValues(form);
  const user = await currentUser();
  if (!user?.isPartner) return { values, errors: {}, message: PARTNER_TEXTS.signInRequired };
  const read = readVenueTerms(form);
  if (!read.ok) return { values, errors: inGerman(read.errors), message: PARTNER_TEXTS.invalid };
  const venueId = formText(form, 'venueId');
  try {
    if (!(await saveVenueTerms(await getDb(), user.id, venueId, read.terms))) return { values, errors: {}, message: PROFILE_TEXTS.venueUnknown };
  } catch (err) {
    logger.error({ err }, 'partner venue terms could not be saved');
    return { values, errors: {}, message: PARTNER_TEXTS.unexpected };
  }
  redirect(partnerVenuePath(venueId, 'konditionen'));
}
