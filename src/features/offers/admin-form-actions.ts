'use server';

import { redirect } from 'next/navigation';
import { failedForm } from '@/components/admin/form-state';
import type { StatusFormValues } from '@/features/requests/components/status-form';
import { adminFormAction, adminRowAction } from '@/features/auth/guard';
import { requestTranslator, textOf } from '@/features/auth/request-locale';
import { formText } from '@/lib/form-data';
import { formObject } from '@/lib/validation';
import { chooseOfferVenues, revokeOfferLink, saveOffer, setRequestStatus } from './admin-actions';
import { type BuilderValues, chosenVenueIds, postedRevision, type VenuePickValues } from './builder-form';
import { offerAdminPath } from './paths';
import { compactDraft, draftFromFields, formDraft } from './rules';

const requestIdOf = (form: FormData) => String(form.get('requestId') ?? '');

/** Step 1: the builder opens with the chosen venues' options. */
export const chooseOfferVenuesFromForm = adminFormAction(chooseOfferVenues, {
  failed: (result, form) => failedForm<VenuePickValues>({ revision: postedRevision(form), chosen: chosenVenueIds(formObject(form) as Record<string, unknown>) }, result),
  saved: (_, form) => redirect(offerAdminPath(requestIdOf(form))),
});

/**
 * A failure gives back every value as typed, at the revision it was opened with (so after a refused stale save
 * the next try is refused too, until the planner reloads). A saved draft stays on its screen at its new
 * revision; a publication shows the screen afresh, with the version list.
 */
export const saveOfferFromForm = adminFormAction(saveOffer, {
  failed: (result, form) => failedForm<BuilderValues>({ revision: postedRevision(form), draft: draftFromFields(formObject(form) as Record<string, unknown>) }, result),
  saved: async (data, form) => {
    if (data.intent === 'publish') redirect(`${offerAdminPath(requestIdOf(form))}?published=${data.version}`);
    const saved = (await requestTranslator('offers.builder'))('draftSaved');
    return { values: { revision: data.revision, draft: formDraft(compactDraft(draftFromFields(formObject(form) as Record<string, unknown>))) }, saved };
  },
});

export const revokeOfferLinkFromRow = adminRowAction(revokeOfferLink, { success: textOf('offers.builder', 'revoked'), failure: textOf('offers.builder', 'revokeFailed') });

/** The request detail's status form (requests' StatusForm, given this action by the page): it stays, emptied of its note, and the history shows the change. */
export const setRequestStatusFromForm = adminFormAction(setRequestStatus, {
  failed: (result, form) => failedForm<StatusFormValues>({ status: formText(form, 'status'), note: formText(form, 'note') }, result),
  saved: async (_, form) => ({ values: { status: formText(form, 'status'), note: '' }, saved: (await requestTranslator('requests.statusForm'))('saved') }),
});
