'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { type Database, getDb } from '@/db/client';
import { config } from '@/lib/config';
import { formText } from '@/lib/form-data';
import { logger } from '@/lib/logger';
import { setResponseStatus } from '@/lib/next-internals';
import { type Fields, type InviteFormState, postedInviteValues } from './form-state';
import { invitePageWithNotice } from './paths';
import { answerInvite, declineInvite, type InviteOutcome, type NewsSettings, replyToBookingInvite } from './public-service';
import { INVITE_TEXTS } from './texts';
import { isTokenShaped } from './tokens';

// The venue's forms on its availability page (/verfuegbarkeit/{token}). They mail only our planner, never an address
// typed in, so they need no rate limit: the link's token is the key, and a guess of one is as good as a guess of a password.

type UseCase = (db: Database, token: string, fields: Fields, now: Date, settings: NewsSettings) => Promise<InviteOutcome>;

/**
 * Runs one of the page's use cases on a post: success leads back to the page with its notice; a refusal answers with
 * everything typed, the errors by field and the message (422 for an invalid post, 409 for one the invitation's state
 * refuses, with the page read anew so that it shows that state).
 */
async function post(form: FormData, run: UseCase, failure: string): Promise<InviteFormState> {
  const fields: Fields = Object.fromEntries(form);
  const values = postedInviteValues(fields);
  const token = formText(form, 'token');
  if (!isTokenShaped(token)) return { values, errors: {}, message: INVITE_TEXTS.goneText };
  let outcome: InviteOutcome;
  try {
    const settings = config();
    outcome = await run(await getDb(), token, fields, new Date(), { siteUrl: settings.SITE_URL, teamAddress: settings.LEAD_NOTIFY_EMAIL });
  } catch (err) {
    logger.error({ err }, failure);
    return { values, errors: {}, message: INVITE_TEXTS.failed };
  }
  if (outcome.ok) {
    // The address may be the one the browser shows already (a second save): refresh() renders it anew.
    refresh();
    redirect(invitePageWithNotice(token, outcome.notice));
  }
  const invalid = Object.keys(outcome.errors).length > 0;
  await setResponseStatus(invalid ? 422 : 409);
  if (!invalid) refresh();
  return { values, errors: outcome.errors, message: outcome.message };
}

/** „Antwort senden“: a state per date, the prices and the notes. */
export async function answerInviteAction(_previous: InviteFormState, form: FormData): Promise<InviteFormState> {
  return post(form, answerInvite, 'saving an availability answer failed');
}

/** „Anfrage ablehnen“, with the reason. */
export async function declineInviteAction(_previous: InviteFormState, form: FormData): Promise<InviteFormState> {
  return post(form, declineInvite, 'saving an availability decline failed');
}

/** „Buchung bestätigen“: once. */
export async function confirmBookingAction(_previous: InviteFormState, form: FormData): Promise<InviteFormState> {
  return post(form, (db, token, fields, now, settings) => replyToBookingInvite(db, token, true, fields, now, settings), 'confirming a venue booking failed');
}

/** „Buchung ablehnen“, with the reason: once. */
export async function declineBookingAction(_previous: InviteFormState, form: FormData): Promise<InviteFormState> {
  return post(form, (db, token, fields, now, settings) => replyToBookingInvite(db, token, false, fields, now, settings), 'declining a venue booking failed');
}
