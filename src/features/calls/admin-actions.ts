'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { type ActionResult, adminAction, failingAs } from '@/features/auth/guard';
import { serverSecret } from '@/features/auth/server';
import { requestPath } from '@/features/requests/paths';
import { callSettingsSchema, outcomeSchema, plannerSchema } from './admin-form-schema';
import { isAdmin, renewFeedToken, revokeFeedToken } from './admin-queries';
import { CALLS_ADMIN_TEXTS } from './texts';
import { ADMIN_CALL_SETTINGS_PATH, ADMIN_CALLS_PATH } from './paths';
import { recordOutcome, saveCallSettings, savePlanner } from './queries';
import { outcomeRefusal } from './rules';
import type { CallSettingsValues, DayException, WeeklyRange } from './slots';

function settingsChanged() {
  revalidatePath(ADMIN_CALL_SETTINGS_PATH);
  revalidatePath(ADMIN_CALLS_PATH);
}

/** Call length, buffer, minimum notice and horizon for everyone; bookings already made keep their times. */
export const updateCallSettings = adminAction(callSettingsSchema, (settings) =>
  failingAs<CallSettingsValues>(CALLS_ADMIN_TEXTS.settingsFailed, async () => {
    await saveCallSettings(await getDb(), settings);
    settingsChanged();
    return { ok: true, data: settings };
  }),
);

/** An admin's switch, weekly hours and exceptions, replaced as a whole. */
export const updatePlanner = adminAction(plannerSchema, (planner) =>
  failingAs<{ takesCalls: boolean; weekly: WeeklyRange[]; exceptions: DayException[] }>(CALLS_ADMIN_TEXTS.plannerFailed, async () => {
    const db = await getDb();
    if (!(await isAdmin(db, planner.userId))) return { ok: false, status: 404, message: CALLS_ADMIN_TEXTS.notAnAdmin };
    await savePlanner(db, planner);
    settingsChanged();
    return { ok: true, data: planner };
  }),
);

/**
 * The planner's outcome of a booked call and their note, in the request's history under the admin's e-mail; refused
 * (nothing changed) before the call has started.
 */
export const recordCallOutcome = adminAction(outcomeSchema, ({ callId, outcome, note }, admin) =>
  failingAs(CALLS_ADMIN_TEXTS.outcomeFailed, async (): Promise<ActionResult> => {
    const now = new Date();
    const closed = await (await getDb()).transaction((tx) => recordOutcome(tx, { callId, outcome, note, byEmail: admin.email, byId: admin.id, now }));
    if (closed.kind === 'not_started') return { ok: false, status: 409, message: outcomeRefusal(closed, now) ?? CALLS_ADMIN_TEXTS.outcomeFailed };
    if (closed.kind !== 'done') return { ok: false, status: 409, message: CALLS_ADMIN_TEXTS.notBooked };
    revalidatePath(ADMIN_CALLS_PATH);
    revalidatePath(requestPath(closed.call.requestId));
    return { ok: true, data: undefined };
  }),
);

/** The signed-in admin's own calendar feed: a new URL (the previous one, if any, stops working). */
export const renewCalendarFeed = adminAction(z.object({}), (_, admin) =>
  failingAs(CALLS_ADMIN_TEXTS.feedFailed, async (): Promise<ActionResult> => {
    await renewFeedToken(await getDb(), admin.id, await serverSecret());
    revalidatePath(ADMIN_CALL_SETTINGS_PATH);
    return { ok: true, data: undefined };
  }),
);

/** Takes the signed-in admin's calendar feed out of service: its URL answers 404 from now on. */
export const revokeCalendarFeed = adminAction(z.object({}), (_, admin) =>
  failingAs(CALLS_ADMIN_TEXTS.feedRevokeFailed, async (): Promise<ActionResult> => {
    if (!(await revokeFeedToken(await getDb(), admin.id))) return { ok: false, status: 404, message: CALLS_ADMIN_TEXTS.feedRevokeFailed };
    revalidatePath(ADMIN_CALL_SETTINGS_PATH);
    return { ok: true, data: undefined };
  }),
);
