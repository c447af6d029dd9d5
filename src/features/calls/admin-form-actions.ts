'use server';

import { redirect } from 'next/navigation';
import { failedForm } from '@/components/admin/form-state';
import { adminFormAction, adminRowAction } from '@/features/auth/guard';
import { recordCallOutcome, renewCalendarFeed, revokeCalendarFeed, updateCallSettings, updatePlanner } from './admin-actions';
import { callSettingsFormValues, plannerFormValues, postedCallSettings, postedOutcome, postedPlanner } from './admin-form-schema';
import { callNotices } from './admin-notices';
import { ADMIN_CALLS_PATH } from './paths';
import { CALLS_ADMIN_TEXTS } from './texts';

// The Calls tab's forms and buttons (useActionState, so they post without JavaScript too).

// A failure keeps everything typed and says what the action said: its failure texts are the screen's (failingAs).

export const updateCallSettingsFromForm = adminFormAction(updateCallSettings, {
  failed: (result, form) => failedForm(postedCallSettings(form), result),
  saved: (settings) => ({ values: callSettingsFormValues(settings), saved: CALLS_ADMIN_TEXTS.settingsSaved }),
});

export const updatePlannerFromForm = adminFormAction(updatePlanner, {
  failed: (result, form) => failedForm(postedPlanner(form), result),
  saved: (planner) => ({ values: plannerFormValues(planner), saved: CALLS_ADMIN_TEXTS.plannerSaved }),
});

/** The call leaves the list once recorded, so the list says so after the redirect. */
export const recordCallOutcomeFromForm = adminFormAction(recordCallOutcome, {
  failed: (result, form) => failedForm(postedOutcome(form), result),
  saved: () => redirect(callNotices.href('recorded', ADMIN_CALLS_PATH)),
});

export const renewFeedRow = adminRowAction(renewCalendarFeed, { success: CALLS_ADMIN_TEXTS.feedRenewed, failure: CALLS_ADMIN_TEXTS.feedFailed });

export const revokeFeedRow = adminRowAction(revokeCalendarFeed, { success: CALLS_ADMIN_TEXTS.feedRevoked });
