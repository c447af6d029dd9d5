'use server';

import { redirect } from 'next/navigation';
import { failedForm } from '@/components/admin/form-state';
import { adminFormAction, adminRowAction } from '@/features/auth/guard';
import { requestTranslator, textOf } from '@/features/auth/request-locale';
import { recordCallOutcome, renewCalendarFeed, revokeCalendarFeed, updateCallSettings, updatePlanner } from './admin-actions';
import { callSettingsFormValues, MAX_EXCEPTIONS_LENGTH, plannerFormValues, postedCallSettings, postedOutcome, postedPlanner } from './admin-form-schema';
import { callNotices } from './admin-notices';
import { ADMIN_CALLS_PATH } from './paths';

// The Calls tab's forms and buttons (useActionState, so they post without JavaScript too).

// A failure keeps everything typed and says what the action said: its failure texts are the screen's (failingAs).

export const updateCallSettingsFromForm = adminFormAction(updateCallSettings, {
  failed: (result, form) => failedForm(postedCallSettings(form), result),
  saved: async (settings) => ({ values: callSettingsFormValues(settings), saved: (await requestTranslator('calls.settings'))('saved') }),
});

export const updatePlannerFromForm = adminFormAction(updatePlanner, {
  failed: (result, form) => failedForm(postedPlanner(form), result, undefined, { exceptions: MAX_EXCEPTIONS_LENGTH }),
  saved: async (planner) => ({ values: plannerFormValues(planner), saved: (await requestTranslator('calls.planner'))('saved') }),
});

/** The call leaves the list once recorded, so the list says so after the redirect. */
export const recordCallOutcomeFromForm = adminFormAction(recordCallOutcome, {
  failed: (result, form) => failedForm(postedOutcome(form), result),
  saved: async () => redirect(callNotices(await requestTranslator('calls.notices')).href('recorded', ADMIN_CALLS_PATH)),
});

export const renewFeedRow = adminRowAction(renewCalendarFeed, { success: textOf('calls.feed', 'renewed'), failure: textOf('calls.feed', 'renewFailed') });

export const revokeFeedRow = adminRowAction(revokeCalendarFeed, { success: textOf('calls.feed', 'revoked') });
