'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { type ActionResult, adminAction, failingAs } from '@/features/auth/guard';
import { serverSecret } from '@/features/auth/server';
import { requestPath } from '@/features/requests/paths';
import { requestCatalogue, requestTranslator } from '@/features/auth/request-locale';
import { callSettingsSchema, outcomeSchema, type PlannerHours, plannerHours, plannerSchema } from './admin-form-schema';
import { isAdmin, renewFeedToken, revokeFeedToken } from './admin-queries';
import { hoursErrorText } from './hours';
import { ADMIN_CALL_SETTINGS_PATH, ADMIN_CALLS_PATH } from './paths';
import { recordOutcome, saveCallSettings, savePlanner } from './queries';
import { outcomeRefusal } from './rules';
import type { CallSettingsValues } from './slots';

function settingsChanged() {
  revalidatePath(ADMIN_CALL_SETTINGS_PATH);
  revalidatePath(ADMIN_CALLS_PATH);
}

/** Call length, buffer, minimum notice and horizon for everyone; bookings already made keep their times. */
export const updateCallSettings = adminAction(callSettingsSchema, async (settings) =>
  failingAs<CallSettingsValues>((await requestTranslator('calls.settings'))('saveFailed'), async () => {
    await saveCallSettings(await getDb(), settings);
    settingsChanged();
    return { ok: true, data: settings };
  }),
);

/**
 * An admin's switch, weekly hours and exceptions, replaced as a whole. A line that cannot be read is refused next to
 * its field, in words that name what was typed.
 */
export const updatePlanner = adminAction(plannerSchema, async (posted) => {
  const t = await requestTranslator('calls.planner');
  const hours = plannerHours(posted);
  if (!hours.ok) {
    const catalogue = await requestCatalogue();
    const fieldErrors = Object.fromEntries(Object.entries(hours.errors).map(([field, error]) => [field, hoursErrorText(catalogue, error)]));
    return { ok: false, status: 400, message: t('invalid'), fieldErrors };
  }
  const planner = hours.value;
  return failingAs<PlannerHours>(t('saveFailed'), async () => {
    const db = await getDb();
    if (!(await isAdmin(db, planner.userId))) return { ok: false, status: 404, message: t('notAnAdmin') };
    await savePlanner(db, planner);
    settingsChanged();
    return { ok: true, data: planner };
  });
});

/**
 * The planner's outcome of a booked call and their note, in the request's history under the admin's e-mail; refused
 * (nothing changed) before the call has started.
 */
export const recordCallOutcome = adminAction(outcomeSchema, async ({ callId, outcome, note }, admin) => {
  const t = await requestTranslator('calls.outcome');
  return failingAs(t('saveFailed'), async (): Promise<ActionResult> => {
    const now = new Date();
    const closed = await (await getDb()).transaction((tx) => recordOutcome(tx, { callId, outcome, note, byEmail: admin.email, byId: admin.id, now }));
    if (closed.kind === 'not_started') {
      const refusal = outcomeRefusal(closed, now);
      return { ok: false, status: 409, message: refusal ? t('tooEarly', refusal) : t('saveFailed') };
    }
    if (closed.kind !== 'done') return { ok: false, status: 409, message: t('notOpen') };
    revalidatePath(ADMIN_CALLS_PATH);
    revalidatePath(requestPath(closed.call.requestId));
    return { ok: true, data: undefined };
  });
});

/** The signed-in admin's own calendar feed: a new URL (the previous one, if any, stops working). */
export const renewCalendarFeed = adminAction(z.object({}), async (_, admin) =>
  failingAs((await requestTranslator('calls.feed'))('renewFailed'), async (): Promise<ActionResult> => {
    await renewFeedToken(await getDb(), admin.id, await serverSecret());
    revalidatePath(ADMIN_CALL_SETTINGS_PATH);
    return { ok: true, data: undefined };
  }),
);

/** Takes the signed-in admin's calendar feed out of service: its URL answers 404 from now on. */
export const revokeCalendarFeed = adminAction(z.object({}), async (_, admin) => {
  const failed = (await requestTranslator('calls.feed'))('revokeFailed');
  return failingAs(failed, async (): Promise<ActionResult> => {
    if (!(await revokeFeedToken(await getDb(), admin.id))) return { ok: false, status: 404, message: failed };
    revalidatePath(ADMIN_CALL_SETTINGS_PATH);
    return { ok: true, data: undefined };
  });
});
