'use server';

import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { clientAddress } from '@/lib/client-address';
import { config } from '@/lib/config';
import { echoed, formText } from '@/lib/form-data';
import { logger } from '@/lib/logger';
import { mailSignature, operator } from '@/lib/operator';
import { setResponseStatus } from '@/lib/next-internals';
import { berlinToday } from '@/lib/time';
import { ACCEPTED_ANCHOR } from './anchors';
import { offerPagePath } from './paths';
import { ACCEPTANCE_MAXIMA } from './form-schema';
import { type ChoiceFormState, type QuestionFormState, readChoice } from './form-state';
import { acceptFromPage, askFromPage, type PageSettings } from './public-service';
import { PUBLIC_TEXTS } from './texts';

async function pageSettings(): Promise<PageSettings> {
  const settings = config();
  return {
    siteUrl: settings.SITE_URL,
    leadNotifyEmail: settings.LEAD_NOTIFY_EMAIL,
    signature: mailSignature(operator(settings)),
    operator: operator(settings),
    clientKey: clientAddress(await headers(), settings.TRUSTED_PROXY_HOPS),
    today: berlinToday(),
  };
}

/** The option's index as the form's hidden field writes it; anything else (also '', which Number reads as 0) names no option. */
function optionIndexOf(text: string): number {
  return /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * "Diese Location wählen": accepts the option once and leads back to the page, which then shows the acceptance.
 * A refusal (already accepted, a newer version, expired) answers with its status and message, the page re-read.
 */
export async function chooseOptionAction(_previous: ChoiceFormState, formData: FormData): Promise<ChoiceFormState> {
  const token = formText(formData, 'token');
  const values = readChoice(formData);
  let outcome;
  try {
    outcome = await acceptFromPage(await getDb(), { token, versionId: formText(formData, 'versionId'), optionIndex: optionIndexOf(formText(formData, 'optionIndex')), values }, await pageSettings());
  } catch (err) {
    logger.error({ err }, 'accepting an offer failed');
    return { values: echoed(values, ACCEPTANCE_MAXIMA), errors: {}, message: PUBLIC_TEXTS.failure };
  }
  if (outcome.kind === 'accepted') redirect(`${offerPagePath(token)}#${ACCEPTED_ANCHOR}`);
  if (outcome.kind === 'invalid') return { values: echoed(values, ACCEPTANCE_MAXIMA), errors: outcome.errors, message: PUBLIC_TEXTS.fixErrors };
  await setResponseStatus(outcome.status);
  refresh();
  return { values: echoed(values, ACCEPTANCE_MAXIMA), errors: {}, message: outcome.message };
}

/** "Frage zum Angebot": into the history and to the planner; the form then says it arrived. */
export async function askQuestionAction(_previous: QuestionFormState, formData: FormData): Promise<QuestionFormState> {
  const question = formText(formData, 'question');
  let outcome;
  try {
    outcome = await askFromPage(await getDb(), { token: formText(formData, 'token'), question }, await pageSettings());
  } catch (err) {
    logger.error({ err }, 'recording an offer question failed');
    return { question, sent: false, message: PUBLIC_TEXTS.failure };
  }
  if (outcome.kind === 'asked') return { question: '', sent: true, message: PUBLIC_TEXTS.questionSent };
  if (outcome.kind === 'invalid') return { question, sent: false, error: outcome.errors.question };
  await setResponseStatus(outcome.status);
  return { question, sent: false, message: outcome.message };
}
