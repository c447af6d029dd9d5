import 'server-only';
import type { Database } from '@/db/client';
import { mailLocaleOf } from '@/features/auth/user-queries';
import { queueMail } from '@/lib/mail/queue';
import type { Operator } from '@/lib/operator';
import { countHit } from '@/lib/limits/rate-limit';
import { fieldErrorsOf } from '@/lib/validation';
import { offerAdminPath, offerPagePath } from './paths';
import { plannerPhotoForPdf } from './files';
import { offerPdfAttachment } from './pdf';
import { maxCapacity } from './prices';
import { type AcceptanceMailInput, acceptanceConfirmationMail, acceptanceNotificationMail, choiceNote, questionMail } from './emails';
import { ACCEPTANCE_FIELDS, type AcceptanceValues, acceptanceSchema, questionSchema } from './form-schema';
import { PUBLIC_TEXTS } from './texts';
import { acceptOffer, offerByToken, recordQuestion } from './queries';
import { isExpired } from './validity';
import { wakeJob } from '@/lib/jobs';

/**
 * What the company's offer page does, apart from Next: open the offer behind a link, accept an option, ask a
 * question. The server actions call these with this process's database and settings; the tests call them directly.
 */

/**
 * The job that tells the venues asked of a decided request: the company's acceptance wakes it, so the chosen venue's
 * booking mail and the others' release leave at once. It is the availability's (features/availability/jobs.ts),
 * which builds on the offers: so the name is given here, and the job takes it.
 */
export const DECIDED_REQUESTS_JOB = 'availability-follow-ups';

/** Each client may send this many accepted forms (choice or question) per window; typing errors do not count. */
export const OFFER_POSTS_PER_WINDOW = 10;
export const OFFER_POST_WINDOW_SECONDS = 600;

export type OpenedOffer = Awaited<ReturnType<typeof openOffer>>;

/** The offer behind a link, or why it cannot be shown: unknown (404), revoked or expired (410). */
export async function openOffer(db: Database, token: string, today: string) {
  const found = await offerByToken(db, token);
  if (found.kind !== 'found') return found;
  if (isExpired(found.version.snapshot.validUntil, today, Boolean(found.acceptance))) return { kind: 'expired' as const };
  return found;
}

export interface PageSettings {
  /** The site's origin, for the links in the mails. */
  siteUrl: string;
  leadNotifyEmail: string;
  signature: readonly string[];
  /** The letterhead of the PDF the confirmation carries. */
  operator: Operator;
  /** The client's address, for the rate limit. */
  clientKey: string;
  today: string;
}

export type PostRefusal = { kind: 'refused'; status: 404 | 409 | 410 | 429; message: string };

function refusal(opened: Exclude<OpenedOffer, { kind: 'found' }>): PostRefusal {
  if (opened.kind === 'unknown') return { kind: 'refused', status: 404, message: PUBLIC_TEXTS.unknown };
  if (opened.kind === 'revoked') return { kind: 'refused', status: 410, message: PUBLIC_TEXTS.revoked };
  return { kind: 'refused', status: 410, message: PUBLIC_TEXTS.expired.title };
}

async function overLimit(db: Database, settings: PageSettings): Promise<boolean> {
  return (await countHit(db, `offer-page:${settings.clientKey}`, OFFER_POST_WINDOW_SECONDS)) > OFFER_POSTS_PER_WINDOW;
}

/** The planner and the team, each once. */
function plannerRecipients(plannerEmail: string, leadNotifyEmail: string): string[] {
  return [...new Set([plannerEmail.toLowerCase(), leadNotifyEmail.toLowerCase()])];
}

export interface AcceptancePost {
  token: string;
  versionId: string;
  optionIndex: number;
  values: AcceptanceValues;
}

export type AcceptanceOutcome = PostRefusal | { kind: 'invalid'; errors: Partial<Record<(typeof ACCEPTANCE_FIELDS)[number], string>> } | { kind: 'accepted' };

/** The company's choice from its page: checked against the offer as it is now, then accepted once, with both mails. */
export async function acceptFromPage(db: Database, post: AcceptancePost, settings: PageSettings): Promise<AcceptanceOutcome> {
  const opened = await openOffer(db, post.token, settings.today);
  if (opened.kind !== 'found') return refusal(opened);
  if (opened.acceptance) return { kind: 'refused', status: 409, message: PUBLIC_TEXTS.alreadyAccepted };
  if (opened.version.id !== post.versionId) return { kind: 'refused', status: 409, message: PUBLIC_TEXTS.outdated };
  const snapshot = opened.version.snapshot;
  const option = snapshot.options[post.optionIndex];
  if (!option) return { kind: 'refused', status: 409, message: PUBLIC_TEXTS.outdated };

  const parsed = acceptanceSchema({ dateCount: option.dates.length, maxParticipants: maxCapacity(option.venue) }).safeParse(post.values);
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrorsOf(parsed.error) };
  if (await overLimit(db, settings)) return { kind: 'refused', status: 429, message: PUBLIC_TEXTS.rateLimited };

  const data = parsed.data;
  const chosen = { snapshot, optionIndex: post.optionIndex, dateIndex: data.dateIndex, participantCount: data.participantCount };
  const billing = { company: data.company, street: data.street, postalCode: data.postalCode, city: data.city };
  const outcome = await db.transaction(async (tx) => {
    const accepted = await acceptOffer(tx, { offerId: opened.offer.id, versionId: post.versionId, ...chosen, billing, purchaseOrder: data.purchaseOrder, message: data.message, summary: choiceNote(chosen), today: settings.today });
    if (!accepted.ok) return accepted;
    const { acceptance } = accepted;
    const mail: AcceptanceMailInput = {
      ...chosen,
      requestId: opened.offer.requestId,
      recipient: opened.request.email,
      billing,
      purchaseOrder: data.purchaseOrder,
      message: data.message,
      acceptedAt: acceptance.acceptedAt,
      pageUrl: `${settings.siteUrl}${offerPagePath(post.token)}`,
      teamAddress: settings.leadNotifyEmail,
      signature: settings.signature,
    };
    const pdf = await offerPdfAttachment({
      snapshot,
      version: opened.version.version,
      publishedAt: opened.version.publishedAt,
      operator: settings.operator,
      acceptance: { ...chosen, billing, purchaseOrder: data.purchaseOrder, acceptedAt: acceptance.acceptedAt },
      plannerPhoto: await plannerPhotoForPdf(tx, snapshot.planner),
    });
    await queueMail(tx, { ...acceptanceConfirmationMail(mail), attachments: [pdf] });
    const adminUrl = `${settings.siteUrl}${offerAdminPath(opened.offer.requestId)}`;
    for (const recipient of plannerRecipients(snapshot.planner.email, settings.leadNotifyEmail)) await queueMail(tx, acceptanceNotificationMail(mail, recipient, adminUrl, await mailLocaleOf(tx, recipient)));
    return accepted;
  });
  if (outcome.ok) {
    wakeJob(DECIDED_REQUESTS_JOB);
    return { kind: 'accepted' };
  }
  if (outcome.reason === 'already') return { kind: 'refused', status: 409, message: PUBLIC_TEXTS.alreadyAccepted };
  if (outcome.reason === 'outdated') return { kind: 'refused', status: 409, message: PUBLIC_TEXTS.outdated };
  if (outcome.reason === 'expired') return { kind: 'refused', status: 410, message: PUBLIC_TEXTS.expired.title };
  return { kind: 'refused', status: 410, message: PUBLIC_TEXTS.revoked };
}

export type QuestionOutcome = PostRefusal | { kind: 'invalid'; errors: { question?: string } } | { kind: 'asked' };

/** A question from the page: into the request's history, and to the planner (and the team) by mail. */
export async function askFromPage(db: Database, post: { token: string; question: unknown }, settings: PageSettings): Promise<QuestionOutcome> {
  const opened = await openOffer(db, post.token, settings.today);
  if (opened.kind !== 'found') return refusal(opened);
  const parsed = questionSchema.safeParse({ question: post.question });
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrorsOf(parsed.error) };
  if (await overLimit(db, settings)) return { kind: 'refused', status: 429, message: PUBLIC_TEXTS.rateLimited };
  const { question } = parsed.data;
  const requestId = opened.offer.requestId;
  const snapshot = opened.version.snapshot;
  await db.transaction(async (tx) => {
    await recordQuestion(tx, opened.offer, question);
    const mail = { requestId, snapshot, companyEmail: opened.request.email, question, adminUrl: `${settings.siteUrl}${offerAdminPath(requestId)}` };
    for (const recipient of plannerRecipients(snapshot.planner.email, settings.leadNotifyEmail)) await queueMail(tx, questionMail(mail, recipient, await mailLocaleOf(tx, recipient)));
  });
  return { kind: 'asked' };
}
