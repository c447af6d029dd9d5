'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { type ActionResult, adminAction, failingAs } from '@/features/auth/guard';
import { serverSecret } from '@/features/auth/server';
import { messageKeys, translateErrors } from '@/i18n/keys';
import { requestCatalogue, requestTranslator, translator } from '@/features/auth/request-locale';
import { changeRequestStatus } from '@/features/requests/inbox';
import { requestPath } from '@/features/requests/paths';
import { REQUEST_STATUSES } from '@/features/requests/statuses';
import { config } from '@/lib/config';
import { queueMail } from '@/lib/mail/queue';
import { mailSignature, operator } from '@/lib/operator';
import { berlinToday } from '@/lib/time';
import { isUuid } from '@/lib/uuid';
import { chosenVenueIds } from './builder-form';
import { plannerProfile } from '@/features/auth/planner-queries';
import { draftContext, offerBuilderData } from './builder-queries';
import { chooseVenues } from './choose-venues';
import { describeChanges } from './changes';
import { offerPublishedMail } from './emails';
import { offerAdminPath, offerPagePath } from './paths';
import { plannerPhotoForPdf } from './files';
import { offerPdfAttachment } from './pdf';
import { afterStatusMove } from './booking';
import { publishVersion, revokeLink, saveDraft } from './queries';
import { checkDraft, compactDraft, draftFromFields, MAX_OPTIONS, MIN_OPTIONS } from './rules';
import { venuesForOffer } from './venue-choices';

const message = messageKeys('offers.builder');

const revisioned = z.looseObject({
  requestId: z.uuid(message('requestGone')),
  revision: z.coerce.number(message('stale')).int(message('stale')).min(0, message('stale')),
});

/** The builder's words in the planner's language. */
const builderWords = () => requestTranslator('offers.builder');
type BuilderWords = Awaited<ReturnType<typeof builderWords>>;

function changed(requestId: string) {
  revalidatePath(requestPath(requestId));
  revalidatePath(offerAdminPath(requestId));
}

const staleIn = (t: BuilderWords) => ({ ok: false, status: 409, message: t('stale') }) as const;
/** Step 1: the venues of the offer (ticked as `venue.<id>`), chosen by chooseVenues. */
export const chooseOfferVenues = adminAction(revisioned, async (input) => {
  const t = await builderWords();
  return failingAs(t('saveFailed'), async (): Promise<ActionResult> => {
    const ids = chosenVenueIds(input);
    if (ids.length < MIN_OPTIONS || ids.length > MAX_OPTIONS) return { ok: false, status: 400, message: t('invalid'), fieldErrors: { venues: t('chooseVenues') } };
    const outcome = await chooseVenues(await getDb(), { requestId: input.requestId, revision: input.revision, venueIds: ids, today: berlinToday() });
    if (outcome.kind === 'request_gone') return { ok: false, status: 404, message: t('requestGone') };
    if (outcome.kind === 'stale') return staleIn(t);
    if (outcome.kind === 'venue_gone') return { ok: false, status: 400, message: t('invalid'), fieldErrors: { venues: t('venueGone') } };
    changed(input.requestId);
    return { ok: true, data: undefined };
  });
});

export type OfferSaved = { intent: 'save'; revision: number } | { intent: 'publish'; version: number };

/**
 * The builder's two buttons. "Save draft" keeps whatever is typed (unfinished options too); "Publish" checks
 * everything, and only a complete offer is saved, frozen as a new version and mailed to the requester, all in
 * one transaction. Both are refused when someone else saved since the form was opened.
 */
export const saveOffer = adminAction(revisioned.extend({ intent: z.enum(['save', 'publish'], message('saveFailed')) }), async (input, admin) => {
  const t = await builderWords();
  const stale = staleIn(t);
  return failingAs<OfferSaved>(t('saveFailed'), async () => {
    const db = await getDb();
    const data = await offerBuilderData(db, input.requestId);
    if (!data) return { ok: false, status: 404, message: t('requestGone') };
    if (!data.offer) return { ok: false, status: 404, message: t('noOffer') };
    if (data.acceptance) return { ok: false, status: 409, message: t('accepted') };
    const draft = draftFromFields(input);
    const venueIds = draft.options.map((option) => option.venueId).filter(isUuid);
    if (input.intent === 'save') {
      const saved = await saveDraft(db, { offerId: data.offer.id, expectedRevision: input.revision, draft: compactDraft(draft), venueIds });
      if (!saved.ok) return saved.reason === 'stale' ? stale : { ok: false, status: 404, message: t('noOffer') };
      changed(input.requestId);
      return { ok: true, data: { intent: 'save', revision: saved.revision } };
    }
    if (data.offer.revision !== input.revision) return stale;
    const venues = await venuesForOffer(db, venueIds);
    const planner = (await plannerProfile(db, admin.id)) ?? { name: '', email: admin.email };
    const checked = checkDraft(draft, draftContext({ ...data, venues }, planner, berlinToday()));
    if (!checked.ok) return { ok: false, status: 400, message: t('invalid'), fieldErrors: translateErrors(await requestCatalogue(), checked.fieldErrors) };
    const previous = data.versions[0];
    const settings = config();
    const secret = await serverSecret();
    const { offer, request } = data;
    const outcome = await db.transaction(async (tx) => {
      const publishing = await publishVersion(tx, {
        offerId: offer.id,
        expectedRevision: input.revision,
        snapshot: checked.snapshot,
        // The record keeps the changes in English; the list of versions says them in its reader's language.
        changes: previous ? describeChanges(previous.snapshot, checked.snapshot, translator('en', 'offers.changes')) : [],
        byEmail: admin.email,
        byId: admin.id,
        secret,
        draft: compactDraft(draft),
      });
      if (!publishing.ok) return publishing;
      const { published } = publishing;
      await queueMail(tx, {
        ...offerPublishedMail({
          snapshot: checked.snapshot,
          version: published.version,
          link: `${settings.SITE_URL}${offerPagePath(published.token)}`,
          recipient: request.email,
          requestId: request.id,
          signature: mailSignature(operator(settings)),
        }),
        attachments: [
          await offerPdfAttachment({
            snapshot: checked.snapshot,
            version: published.version,
            publishedAt: new Date(),
            operator: operator(settings),
            plannerPhoto: await plannerPhotoForPdf(tx, checked.snapshot.planner),
          }),
        ],
      });
      return publishing;
    });
    if (!outcome.ok) return outcome.reason === 'stale' ? stale : { ok: false, status: outcome.reason === 'accepted' ? 409 : 404, message: outcome.reason === 'accepted' ? t('accepted') : t('noOffer') };
    changed(input.requestId);
    return { ok: true, data: { intent: 'publish', version: outcome.published.version } };
  });
});

/** Takes the private link out of service (the page then answers 410). */
export const revokeOfferLink = adminAction(z.object({ requestId: z.uuid(message('requestGone')), offerId: z.uuid(message('noOffer')) }), async ({ requestId, offerId }) => {
  const failed = (await builderWords())('revokeFailed');
  return failingAs(failed, async (): Promise<ActionResult> => {
    if (!(await revokeLink(await getDb(), offerId))) return { ok: false, status: 404, message: failed };
    changed(requestId);
    return { ok: true, data: undefined };
  });
});

const statusMessage = messageKeys('requests.validation');

const statusChange = z.object({
  requestId: z.uuid(statusMessage('requestRequired')),
  status: z.enum(REQUEST_STATUSES, statusMessage('statusRequired')),
  note: z
    .string()
    .trim()
    .max(2000, statusMessage('noteTooLong'))
    .optional()
    .transform((note) => note || null),
});

/**
 * A new status for a request, with an optional note; recorded with who and when. The use case is the offers' (they
 * build on requests): booked after the company accepted online, the request's offer sends the confirmation with the
 * party's calendar file in the same transaction.
 */
export const setRequestStatus = adminAction(statusChange, async (change, admin) => {
  const settings = config();
  const changed = await (await getDb()).transaction(async (tx) => {
    const moved = await changeRequestStatus(tx, { ...change, byId: admin.id, byEmail: admin.email });
    if (moved) await afterStatusMove(tx, change.requestId, moved, { siteHost: new URL(settings.SITE_URL).host, signature: mailSignature(operator(settings)) });
    return moved !== undefined;
  });
  if (!changed) return { ok: false, status: 404, message: (await requestTranslator('requests.statusForm'))('gone') };
  revalidatePath(requestPath(change.requestId));
  return { ok: true, data: undefined };
});
