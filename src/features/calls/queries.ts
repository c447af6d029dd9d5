import 'server-only';
import { and, asc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '@/db/client';
import { EXCLUSION_VIOLATION, postgresErrorCode, UNIQUE_VIOLATION } from '@/db/errors';
import { callExceptions, callHours, callPlanners, callReminders, calls, callSettings, type CallStatus, type ReminderKind, user, venueRequests } from '@/db/schema';
import { recordHistory } from '@/features/requests/history-queries';
import { plannerColumns } from '@/features/auth/planner-queries';
import { addToDay, berlinDay, endOfBerlinDay, startOfBerlinDay } from '@/lib/time';
import { DEFAULT_WEEKLY } from './hours';
import { outcomeOpen } from './rules';
import { type CallSettingsValues, checkSlot, DEFAULT_CALL_SETTINGS, type DayException, type PlannerAvailability, plannersInTurn, slotLabel, type WeeklyRange } from './slots';

export type CallRow = typeof calls.$inferSelect;

const MINUTE = 60_000;

/** The settings for everyone (the migration writes the row; the defaults stand in should it be missing). */
export async function callSettingsOf(db: Executor): Promise<CallSettingsValues> {
  const [row] = await db.select().from(callSettings);
  if (!row) return DEFAULT_CALL_SETTINGS;
  const { callMinutes, bufferMinutes, minimumNoticeMinutes, horizonDays } = row;
  return { callMinutes, bufferMinutes, minimumNoticeMinutes, horizonDays };
}

export async function saveCallSettings(db: Executor, values: CallSettingsValues): Promise<void> {
  await db.insert(callSettings).values({ id: true, ...values }).onConflictDoUpdate({ target: callSettings.id, set: values });
}

/** A planner's switch and hours, replaced as a whole (the settings form saves them together). */
export async function savePlanner(db: Database, input: { userId: string; takesCalls: boolean; weekly: WeeklyRange[]; exceptions: DayException[] }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(callPlanners).values({ userId: input.userId, takesCalls: input.takesCalls }).onConflictDoUpdate({ target: callPlanners.userId, set: { takesCalls: input.takesCalls } });
    await tx.delete(callHours).where(eq(callHours.plannerId, input.userId));
    await tx.delete(callExceptions).where(eq(callExceptions.plannerId, input.userId));
    if (input.weekly.length) await tx.insert(callHours).values(input.weekly.map((r) => ({ plannerId: input.userId, ...r })));
    if (input.exceptions.length) await tx.insert(callExceptions).values(input.exceptions.map((e) => ({ plannerId: input.userId, ...e })));
  });
}

/**
 * For a new admin (the setup link, `npm run create-admin`; the auth area calls it as its hook, in the transaction
 * that made the admin): while no admin takes calls, this one does, with the default hours (Monday to Friday,
 * 09:00–17:00 Berlin) unless they have hours already, so companies can book their call from the first start. Once
 * someone takes calls, nothing changes; a second run changes nothing. Admins made before are left as they are.
 */
export async function takeCallsIfNobodyDoes(tx: Executor, userId: string): Promise<void> {
  // Two admins made at once would otherwise both find nobody (inside a transaction the lock holds to its end).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('calls:first-planner'))`);
  const [someone] = await tx
    .select({ id: callPlanners.userId })
    .from(callPlanners)
    .innerJoin(user, eq(user.id, callPlanners.userId))
    .where(and(eq(callPlanners.takesCalls, true), eq(user.role, 'admin')))
    .limit(1);
  if (someone) return;
  await tx.insert(callPlanners).values({ userId, takesCalls: true }).onConflictDoUpdate({ target: callPlanners.userId, set: { takesCalls: true } });
  const [hours] = await tx.select({ id: callHours.id }).from(callHours).where(eq(callHours.plannerId, userId)).limit(1);
  if (!hours) await tx.insert(callHours).values(DEFAULT_WEEKLY.map((range) => ({ plannerId: userId, ...range })));
}

/**
 * The hours and booked calls of every planner taking calls, for the Berlin days from `fromDay` to `toDay`
 * (calls of the day before too, as their buffers may reach into the first day).
 */
export async function availability(db: Executor, fromDay: string, toDay: string, options: { exceptCallId?: string } = {}): Promise<PlannerAvailability[]> {
  const planners = await db
    .select({ id: callPlanners.userId, name: user.name })
    .from(callPlanners)
    .innerJoin(user, eq(user.id, callPlanners.userId))
    .where(and(eq(callPlanners.takesCalls, true), eq(user.role, 'admin')));
  if (!planners.length) return [];
  const ids = planners.map((p) => p.id);
  const from = startOfBerlinDay(addToDay(fromDay, -1));
  // One after another: inside a booking's transaction the three share one connection.
  const weekly = await db.select().from(callHours).where(inArray(callHours.plannerId, ids));
  const exceptions = await db
    .select()
    .from(callExceptions)
    .where(and(inArray(callExceptions.plannerId, ids), sql`${callExceptions.day} between ${fromDay} and ${toDay}`));
  const busy = await db
    .select({ id: calls.id, plannerId: calls.plannerId, startsAt: calls.startsAt, blockedUntil: calls.blockedUntil })
    .from(calls)
    .where(and(inArray(calls.plannerId, ids), eq(calls.status, 'booked'), gt(calls.blockedUntil, from), lt(calls.startsAt, endOfBerlinDay(toDay))));
  return planners.map((p) => ({
    ...p,
    weekly: weekly.filter((r) => r.plannerId === p.id),
    exceptions: exceptions.filter((e) => e.plannerId === p.id),
    busy: busy.filter((b) => b.plannerId === p.id && b.id !== options.exceptCallId),
  }));
}

/** The request's booked call (upcoming, or past and waiting for its outcome). */
export async function bookedCallOf(db: Executor, requestId: string): Promise<CallRow | undefined> {
  const [call] = await db.select().from(calls).where(and(eq(calls.requestId, requestId), eq(calls.status, 'booked')));
  return call;
}

/** What a call's mails, calendar files and the Calls tab show of its request. */
export const CALL_REQUEST_COLUMNS = {
  id: venueRequests.id,
  companyName: venueRequests.companyName,
  contactName: venueRequests.contactName,
  salutation: venueRequests.salutation,
  email: venueRequests.email,
  phone: venueRequests.phone,
  cityName: venueRequests.cityName,
  participantCount: venueRequests.participantCount,
  package: venueRequests.package,
};

/** A call with what its mails and calendar files need: the planner and the company's contact. */
export async function callDetails(db: Executor, callId: string) {
  const [row] = await db
    .select({
      call: calls,
      planner: { id: user.id, ...plannerColumns },
      request: CALL_REQUEST_COLUMNS,
    })
    .from(calls)
    .innerJoin(user, eq(user.id, calls.plannerId))
    .innerJoin(venueRequests, eq(venueRequests.id, calls.requestId))
    .where(eq(calls.id, callId));
  return row;
}
export type CallDetails = NonNullable<Awaited<ReturnType<typeof callDetails>>>;

/** A planner's booked calls from `from` on (the Calls tab, the calendar feed), in time order. */
export function bookedCallsOfPlanner(db: Executor, plannerId: string, from: Date): Promise<CallRow[]> {
  return db
    .select()
    .from(calls)
    .where(and(eq(calls.plannerId, plannerId), eq(calls.status, 'booked'), gt(calls.endsAt, from)))
    .orderBy(asc(calls.startsAt));
}

/** The reminders of a call at its time: 24 h and 1 h before, each only while still ahead. */
async function queueReminders(tx: Executor, call: Pick<CallRow, 'id' | 'startsAt'>, now: Date): Promise<void> {
  const due: { kind: ReminderKind; dueAt: Date }[] = [
    { kind: '24h', dueAt: new Date(call.startsAt.getTime() - 24 * 60 * MINUTE) },
    { kind: '1h', dueAt: new Date(call.startsAt.getTime() - 60 * MINUTE) },
  ];
  const ahead = due.filter((r) => r.dueAt > now);
  if (ahead.length) await tx.insert(callReminders).values(ahead.map((r) => ({ callId: call.id, ...r })));
}

async function dropReminders(tx: Executor, callId: string, now: Date): Promise<void> {
  await tx
    .update(callReminders)
    .set({ status: 'dropped', doneAt: now })
    .where(and(eq(callReminders.callId, callId), eq(callReminders.status, 'pending')));
}

export type SlotRefusal = 'past' | 'too_soon' | 'beyond_horizon' | 'not_offered';

export interface CallWishes {
  /** Up to three wished party dates (yyyy-mm-dd). */
  wishedDates: string[];
  budgetPerPersonCents: number | null;
  note: string | null;
}

export type BookOutcome =
  | { kind: 'booked'; call: CallRow }
  /** Every planner free for the slot got another call in the meantime. */
  | { kind: 'taken' }
  | { kind: 'refused'; reason: SlotRefusal }
  /** The request already has a booked call. */
  | { kind: 'already_booked' }
  | { kind: 'missing' };

/**
 * Tries the slot's planners in turn, each insert in its own savepoint: the exclusion constraint refuses a planner
 * whose calls overlap (someone booked them a moment ago), and the next one is tried. The check before is only a
 * first answer; the constraint decides. Bookings of one day wait for each other (a transaction-scoped advisory
 * lock): twenty at once would otherwise each wait on the others' inserts, and PostgreSQL would break the
 * deadlocks one second at a time.
 */
async function claimPlanner(
  tx: Transaction,
  startsAt: Date,
  settings: CallSettingsValues,
  now: Date,
  exceptCallId: string | undefined,
  write: (sp: Transaction, plannerId: string, span: { startsAt: Date; endsAt: Date; blockedUntil: Date }) => Promise<CallRow>,
  preferred?: string,
): Promise<{ kind: 'claimed'; call: CallRow } | { kind: 'taken' } | { kind: 'refused'; reason: SlotRefusal }> {
  const day = berlinDay(startsAt);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calls:${day}`}))`);
  const planners = await availability(tx, day, day, { exceptCallId });
  const check = checkSlot({ planners, settings, now, startsAt });
  if (!check.ok) {
    // A slot within someone's hours that only their calls block was taken; anything else was never offered.
    const withinHours = check.reason === 'not_offered' && checkSlot({ planners: planners.map((p) => ({ ...p, busy: [] })), settings, now, startsAt }).ok;
    return withinHours ? { kind: 'taken' } : { kind: 'refused', reason: check.reason };
  }
  const inTurn = plannersInTurn(planners, check.plannerIds, startsAt).map((p) => p.id);
  const order = preferred && inTurn.includes(preferred) ? [preferred, ...inTurn.filter((id) => id !== preferred)] : inTurn;
  const endsAt = new Date(startsAt.getTime() + settings.callMinutes * MINUTE);
  const span = { startsAt, endsAt, blockedUntil: new Date(endsAt.getTime() + settings.bufferMinutes * MINUTE) };
  for (const plannerId of order) {
    try {
      return { kind: 'claimed', call: await tx.transaction((sp) => write(sp, plannerId, span)) };
    } catch (err) {
      if (postgresErrorCode(err) !== EXCLUSION_VIOLATION) throw err;
    }
  }
  return { kind: 'taken' };
}

/**
 * Books a call for a request at a slot, in the caller's transaction (retried on deadlocks, as claimPlanner's lock
 * may abort it): the slot is checked against the hours and calls as they are now, the planner chosen, the call
 * written (the database refuses an overlap, and a second booked call of the request), its reminders queued and its
 * history recorded ('neu' moves to 'in_bearbeitung'). The caller queues the mails in the same transaction.
 */
export async function bookCall(tx: Transaction, input: { requestId: string; startsAt: Date; wishes: CallWishes; now: Date; byEmail: string }): Promise<BookOutcome> {
  const [request] = await tx.select({ status: venueRequests.status }).from(venueRequests).where(eq(venueRequests.id, input.requestId));
  if (!request) return { kind: 'missing' };
  if (await bookedCallOf(tx, input.requestId)) return { kind: 'already_booked' };
  const settings = await callSettingsOf(tx);
  let claimed: Awaited<ReturnType<typeof claimPlanner>>;
  try {
    claimed = await claimPlanner(tx, input.startsAt, settings, input.now, undefined, async (sp, plannerId, span) => {
      const [call] = await sp
        .insert(calls)
        .values({ requestId: input.requestId, plannerId, ...span, ...input.wishes })
        .returning();
      return call;
    });
  } catch (err) {
    // Two bookings of one request at once: the partial unique index lets one through (the insert's savepoint is gone, the transaction goes on).
    if (postgresErrorCode(err) === UNIQUE_VIOLATION) return { kind: 'already_booked' };
    throw err;
  }
  if (claimed.kind !== 'claimed') return claimed;
  const { call } = claimed;
  await queueReminders(tx, call, input.now);
  await recordHistory(tx, {
    requestId: input.requestId,
    event: 'call_booked',
    status: request.status === 'neu' ? 'in_bearbeitung' : undefined,
    note: slotLabel(call.startsAt),
    byEmail: input.byEmail,
  });
  return { kind: 'booked', call };
}

export type ChangeOutcome = { kind: 'done'; call: CallRow } | { kind: 'not_booked' };
export type MoveOutcome = { kind: 'moved'; call: CallRow; previous: CallRow } | { kind: 'taken' } | { kind: 'refused'; reason: SlotRefusal } | { kind: 'not_booked' };

/**
 * Moves a booked call to another slot, in the caller's transaction (retried on deadlocks, like a booking): the same
 * call (calendar UID and link) with the next SEQUENCE, its own old time not counted against it; its planner keeps it
 * when free, otherwise the next in turn takes it. `previous` is the call as it was, for the mails.
 */
export async function moveCall(tx: Transaction, input: { callId: string; startsAt: Date; now: Date; byEmail: string; byId?: string | null }): Promise<MoveOutcome> {
  const [previous] = await tx.select().from(calls).where(eq(calls.id, input.callId)).for('update');
  if (previous?.status !== 'booked') return { kind: 'not_booked' };
  const settings = await callSettingsOf(tx);
  const claimed = await claimPlanner(
    tx,
    input.startsAt,
    settings,
    input.now,
    previous.id,
    async (sp, plannerId, span) => {
      const [call] = await sp
        .update(calls)
        .set({ plannerId, ...span, sequence: sql`${calls.sequence} + 1` })
        .where(eq(calls.id, previous.id))
        .returning();
      return call;
    },
    previous.plannerId,
  );
  if (claimed.kind !== 'claimed') return claimed;
  const { call } = claimed;
  await dropReminders(tx, call.id, input.now);
  await queueReminders(tx, call, input.now);
  await recordHistory(tx, { requestId: call.requestId, event: 'call_moved', note: `${slotLabel(previous.startsAt)} → ${slotLabel(call.startsAt)}`, byEmail: input.byEmail, byId: input.byId });
  return { kind: 'moved', call, previous };
}

/** Ends a booked call in the caller's transaction: cancelled (by the company or a planner) or the planner's outcome after it. */
async function closeCall(tx: Transaction, input: { callId: string; status: Exclude<CallStatus, 'booked'>; note: string | null; byEmail: string; byId?: string | null; now: Date }): Promise<ChangeOutcome> {
  const cancelling = input.status === 'cancelled';
  const [call] = await tx
    .update(calls)
    .set({ status: input.status, ...(cancelling ? { sequence: sql`${calls.sequence} + 1` } : { outcomeNote: input.note }) })
    .where(and(eq(calls.id, input.callId), eq(calls.status, 'booked')))
    .returning();
  if (!call) return { kind: 'not_booked' };
  await dropReminders(tx, call.id, input.now);
  await recordHistory(tx, {
    requestId: call.requestId,
    event: cancelling ? 'call_cancelled' : 'call_outcome',
    note: [cancelling ? slotLabel(call.startsAt) : OUTCOME_NOTES[input.status], input.note].filter(Boolean).join(': '),
    byEmail: input.byEmail,
    byId: input.byId,
  });
  return { kind: 'done', call };
}

/** The history's words for an outcome. */
const OUTCOME_NOTES: Record<Exclude<CallStatus, 'booked'>, string> = { cancelled: 'Abgesagt', held: 'Gespräch geführt', not_reached: 'Nicht erreicht', moved: 'Wird verlegt' };

/** Cancels a booked call (its SEQUENCE counts up for the METHOD:CANCEL file); pending reminders are dropped. */
export function cancelCall(tx: Transaction, input: { callId: string; note?: string | null; byEmail: string; byId?: string | null; now: Date }): Promise<ChangeOutcome> {
  return closeCall(tx, { ...input, status: 'cancelled', note: input.note ?? null });
}

/** A call that has not started yet has no outcome: `startsAt` says from when it can be recorded. */
export type OutcomeResult = ChangeOutcome | { kind: 'not_started'; startsAt: Date };

/**
 * The planner's outcome of a booked call, from its start on (refused before, nothing changed); the request may then
 * book a new one. The call is locked while its start is checked, so a move at the same moment cannot slip between.
 */
export async function recordOutcome(tx: Transaction, input: { callId: string; outcome: 'held' | 'not_reached' | 'moved'; note: string | null; byEmail: string; byId?: string | null; now: Date }): Promise<OutcomeResult> {
  const [call] = await tx.select({ status: calls.status, startsAt: calls.startsAt }).from(calls).where(eq(calls.id, input.callId)).for('update');
  if (call?.status !== 'booked') return { kind: 'not_booked' };
  if (!outcomeOpen(call, input.now)) return { kind: 'not_started', startsAt: call.startsAt };
  return closeCall(tx, { ...input, status: input.outcome });
}

export interface DueReminder {
  id: number;
  kind: ReminderKind;
  callId: string;
}

/**
 * Claims the reminders due at `now` in the caller's transaction, in which it queues their mails: the rows are
 * locked with FOR UPDATE SKIP LOCKED and marked sent, so each goes out once however many processes run this.
 */
export async function claimDueReminders(tx: Transaction, now: Date, limit = 50): Promise<DueReminder[]> {
  const due = await tx
    .select({ id: callReminders.id, kind: callReminders.kind, callId: callReminders.callId })
    .from(callReminders)
    .where(and(eq(callReminders.status, 'pending'), lte(callReminders.dueAt, now)))
    .orderBy(asc(callReminders.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length)
    await tx
      .update(callReminders)
      .set({ status: 'sent', doneAt: now })
      .where(
        inArray(
          callReminders.id,
          due.map((r) => r.id),
        ),
      );
  return due;
}
