'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { type ActionResult, adminAction, failingAs } from '@/features/auth/guard';
import type { PlannerProfile } from '@/features/auth/planner';
import { plannerProfile } from '@/features/auth/planner-queries';
import { serverSecret } from '@/features/auth/server';
import { offerAdminPath } from '@/features/offers/paths';
import { requestPath } from '@/features/requests/paths';
import { messageKeys } from '@/i18n/keys';
import { requestLocale, requestTranslator } from '@/features/auth/request-locale';
import { config } from '@/lib/config';
import { mailSignature, operator } from '@/lib/operator';
import { berlinToday } from '@/lib/time';
import { requestForAsk } from './admin-queries';
import { askVenues } from './ask';
import { type AskError, type AskInput, readAsk } from './form-schema';
import { type CompanyIdentity, type IdentityKind, type IdentityMention, identityMentions } from './identity';
import { NOTE_MAX } from './form-state';
import { MAX_VENUES_PER_ASK, requestClosed } from './rules';
import { takeAnswer, type TakeOutcome } from './take-answer';

const askMessage = messageKeys('availability.ask');
const takeMessage = messageKeys('availability.take');

/** The request page shows the answers, the offer builder the options made of them. */
function changed(requestId: string) {
  revalidatePath(requestPath(requestId));
  revalidatePath(offerAdminPath(requestId));
}

type AskWords = Awaited<ReturnType<typeof requestTranslator<'availability.ask'>>>;

/** readAsk's error keys in the planner's language. */
function askErrorsIn(t: AskWords, errors: Record<string, AskError>): Record<string, string> {
  const words: Record<AskError, string> = {
    noVenue: t('noVenue'),
    tooManyVenues: t('tooManyVenues', { max: MAX_VENUES_PER_ASK }),
    noDate: t('noDate'),
    dateInvalid: t('dateInvalid'),
    datePast: t('datePast'),
    timeInvalid: t('timeInvalid'),
    participants: t('participants'),
    budget: t('budget'),
    budgetTooHigh: t('budgetTooHigh'),
    tooLong: t('tooLong', { max: NOTE_MAX }),
  };
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, words[key]]));
}

/** How the warning names each part of the company's identity it found. */
const MENTION_WORDS = { company: 'identityCompany', contact: 'identityContact', email: 'identityEmail', phone: 'identityPhone' } as const satisfies Record<IdentityKind, string>;

/**
 * The warning for an ask whose wishes or note name the company (its name, contact, e-mail address or phone number),
 * naming what was found; undefined when they name nothing of it.
 */
async function identityWarning(t: AskWords, ask: AskInput, company: CompanyIdentity): Promise<string | undefined> {
  const mentions = identityMentions(`${ask.wishes}\n${ask.plannerNote}`, company);
  if (!mentions.length) return undefined;
  const named = ({ kind, value }: IdentityMention) => t(MENTION_WORDS[kind], { value });
  return t('identityWarning', { found: new Intl.ListFormat(await requestLocale(), { type: 'conjunction' }).format(mentions.map(named)) });
}

/**
 * Asks the ticked venues (`venue.<id>`) whether the party's dates are free: the ask, one invitation and one mail
 * per venue, signed by the signed-in planner, in one transaction. Refused as a whole for a closed request and when
 * a ticked venue cannot be asked (archived, no contact address, asked for this request before). An ask whose text
 * names the company is held back with a warning, and sent when it is posted again confirming that very warning.
 */
export const askAvailability = adminAction(z.looseObject({ requestId: z.uuid(askMessage('requestGone')), identityConfirmed: z.string().optional() }), async (input, admin) => {
  const t = await requestTranslator('availability.ask');
  return failingAs(t('failed'), async (): Promise<ActionResult<{ asked: number }>> => {
    const read = readAsk(input, berlinToday(), MAX_VENUES_PER_ASK);
    if (!read.ok) return { ok: false, status: 400, message: t('invalid'), fieldErrors: askErrorsIn(t, read.errors) };
    const db = await getDb();
    const request = await requestForAsk(db, input.requestId);
    if (!request) return { ok: false, status: 404, message: t('requestGone') };
    if (requestClosed(request.status)) return { ok: false, status: 409, message: t('closedRequest') };
    const warning = await identityWarning(t, read.value, request);
    if (warning && warning !== input.identityConfirmed) return { ok: false, status: 409, message: warning, fieldErrors: { identity: warning } };
    const profile: PlannerProfile = (await plannerProfile(db, admin.id)) ?? { name: admin.name, email: admin.email };
    const settings = config();
    const outcome = await askVenues(db, read.value, {
      requestId: request.id,
      cityName: request.cityName,
      planner: { id: admin.id, email: admin.email, profile },
      teamAddress: settings.LEAD_NOTIFY_EMAIL,
      secret: await serverSecret(),
      siteUrl: settings.SITE_URL,
      signature: mailSignature(operator(settings)),
    });
    if (!outcome.ok) {
      const refusal = t('notAskable', { missing: outcome.missing });
      return { ok: false, status: 409, message: refusal, fieldErrors: { venues: refusal } };
    }
    changed(request.id);
    return { ok: true, data: { asked: outcome.asked } };
  });
});

export interface TakenAnswer {
  /** The option's place in the draft, from 1. */
  position: number;
  /** The venue had an option already, which the answer replaced. */
  replaced: boolean;
}

/** takeAnswer's refusals: their status and the key of the planner's words for them. */
const TAKE_REFUSALS = {
  gone: { status: 404, key: 'inviteGone' },
  failed: { status: 404, key: 'failed' },
  not_answered: { status: 409, key: 'notAnswered' },
  accepted: { status: 409, key: 'accepted' },
  full: { status: 409, key: 'full' },
  stale: { status: 409, key: 'stale' },
} as const satisfies Record<Exclude<TakeOutcome['kind'], 'taken'>, { status: number; key: string }>;

/** Takes a venue's answer into the offer draft (takeAnswer); the outcome in the planner's words. */
export const takeAnswerIntoOffer = adminAction(z.object({ requestId: z.uuid(takeMessage('inviteGone')), inviteId: z.uuid(takeMessage('inviteGone')) }), async ({ requestId, inviteId }) => {
  const t = await requestTranslator('availability.take');
  return failingAs(t('failed'), async (): Promise<ActionResult<TakenAnswer>> => {
    const outcome = await takeAnswer(await getDb(), { requestId, inviteId, today: berlinToday(), now: new Date() });
    if (outcome.kind !== 'taken') {
      const { status, key } = TAKE_REFUSALS[outcome.kind];
      return { ok: false, status, message: t(key) };
    }
    changed(requestId);
    return { ok: true, data: { position: outcome.position, replaced: outcome.replaced } };
  });
});
