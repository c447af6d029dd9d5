import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '@/db/client';
import { retryingAbortedTransactions } from '@/db/errors';
import { calls, venueRequests } from '@/db/schema';
import { type PlannerProfile, plannerName } from '@/features/auth/planner';
import { mailLocaleOf } from '@/features/auth/user-queries';
import { callLinkOf, requestOfCallLink } from '@/features/requests/call-link-queries';
import { CUSTOMER } from '@/features/requests/history-queries';
import { callPagePath } from '@/features/requests/paths';
import { queueMail } from '@/lib/mail/queue';
import { countHit } from '@/lib/limits/rate-limit';
import { addToDay, berlinDay } from '@/lib/time';
import { callChangeMails, callReminderMails, type CallMailDetails } from './emails';
import { type BookingField, type BookingValues, checkBooking } from './form-schema';
import { wishLines } from './format';
import { availability, bookCall, bookedCallOf, callDetails, callSettingsOf, cancelCall, type CallRow, type DueReminder, moveCall, type SlotRefusal } from './queries';
import { type CallSettingsValues, freeSlots, groupByDay, slotLabel } from './slots';
import { CALL_TEXTS } from './texts';

/**
 * What the company's call pages (/thanks and /termin/{token}) do, apart from Next: show the request's call or the
 * free slots, book, move and cancel, each in a transaction opened here, with its mails and calendar files queued in it.
 * The server actions call these with this process's database and settings; the tests call them directly.
 */

/** Each client may book, move or cancel this many times per window; typing errors do not count. */
export const CALL_POSTS_PER_WINDOW = 10;
export const CALL_POST_WINDOW_SECONDS = 600;

export interface CallPageSettings {
  siteUrl: string;
  signature: readonly string[];
  /** The server secret: the mails carry the request's call link. */
  secret: string;
  /** The client's address, for the rate limit. */
  clientKey: string;
  now: Date;
}

export interface SlotDayView {
  day: string;
  label: string;
  slots: { value: string; time: string }[];
}

export interface CallPage {
  request: { companyName: string; cityName: string; participantCount: number; phone: string };
  /**
   * The request's booked call (upcoming, or past and waiting for the planner's outcome), with its planner as the
   * company meets them: the name (none while they have none, or only an address), title and direct line where given.
   */
  booked?: { label: string; plannerName?: string; plannerJobTitle?: string; plannerPhone?: string; wishes: string[] };
  /** The newest call was cancelled (and nothing is booked). */
  cancelled: boolean;
  /** The free slots by day: only where the page offers them (nothing booked, or moving). */
  days: SlotDayView[];
}

/** The planner of a booked call as the page names them; a job title or a line without a name is left out. */
function plannerView(planner: PlannerProfile): Pick<NonNullable<CallPage['booked']>, 'plannerName' | 'plannerJobTitle' | 'plannerPhone'> {
  const name = plannerName(planner);
  return { plannerName: name, plannerJobTitle: (name && planner.jobTitle?.trim()) || undefined, plannerPhone: planner.phone?.trim() || undefined };
}

/** The free slots from `now` on, grouped by Berlin day, as the form renders them. */
export async function freeSlotDays(db: Executor, now: Date, settings?: CallSettingsValues, exceptCallId?: string): Promise<SlotDayView[]> {
  const values = settings ?? (await callSettingsOf(db));
  const firstDay = berlinDay(now);
  const planners = await availability(db, firstDay, addToDay(firstDay, values.horizonDays - 1), { exceptCallId });
  return groupByDay(freeSlots({ planners, settings: values, now })).map((group) => ({
    day: group.day,
    label: group.label,
    slots: group.slots.map((slot) => ({ value: slot.startsAt.toISOString(), time: slot.time })),
  }));
}

/** The request behind a call link and its call, with the slots when `withSlots` (a booking or a move is offered). */
export async function loadCallPage(db: Database, token: string, now: Date, options: { moving?: boolean } = {}): Promise<CallPage | undefined> {
  const requestId = await requestOfCallLink(db, token);
  if (!requestId) return undefined;
  const [request] = await db
    .select({ companyName: venueRequests.companyName, cityName: venueRequests.cityName, participantCount: venueRequests.participantCount, phone: venueRequests.phone })
    .from(venueRequests)
    .where(eq(venueRequests.id, requestId));
  if (!request) return undefined;
  const [newest] = await db.select({ id: calls.id, status: calls.status }).from(calls).where(eq(calls.requestId, requestId)).orderBy(desc(calls.createdAt)).limit(1);
  const details = newest?.status === 'booked' ? await callDetails(db, newest.id) : undefined;
  const booked = details && { label: slotLabel(details.call.startsAt), ...plannerView(details.planner), wishes: wishLines(details.call) };
  const offersSlots = !booked || options.moving;
  return {
    request,
    booked,
    cancelled: newest?.status === 'cancelled',
    days: offersSlots ? await freeSlotDays(db, now, undefined, booked && options.moving ? details.call.id : undefined) : [],
  };
}

export type CallPostRefusal = { kind: 'refused'; status: 404 | 409 | 422 | 429; message: string };
export type BookingOutcome = CallPostRefusal | { kind: 'invalid'; errors: Partial<Record<BookingField, string>> } | { kind: 'done'; call: CallRow };

const UNKNOWN: CallPostRefusal = { kind: 'refused', status: 404, message: CALL_TEXTS.unknown };

async function overLimit(db: Database, settings: CallPageSettings): Promise<boolean> {
  return (await countHit(db, `call-page:${settings.clientKey}`, CALL_POST_WINDOW_SECONDS)) > CALL_POSTS_PER_WINDOW;
}

function hoursText(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} ${minutes === 60 ? 'Stunde' : 'Stunden'}` : `${minutes} Minuten`;
}

async function slotRefusal(db: Database, reason: SlotRefusal | 'taken'): Promise<CallPostRefusal> {
  if (reason === 'taken') return { kind: 'refused', status: 409, message: CALL_TEXTS.taken };
  if (reason === 'past') return { kind: 'refused', status: 422, message: CALL_TEXTS.past };
  if (reason === 'too_soon') return { kind: 'refused', status: 422, message: CALL_TEXTS.tooSoon(hoursText((await callSettingsOf(db)).minimumNoticeMinutes)) };
  return { kind: 'refused', status: 422, message: CALL_TEXTS.notOffered };
}

/** The call with what its mails need, read inside the transaction that changed it. */
async function mailDetails(tx: Executor, callId: string): Promise<CallMailDetails> {
  const details = await callDetails(tx, callId);
  if (!details) throw new Error(`call ${callId} vanished in its own transaction`);
  return details;
}

async function mailSettings(tx: Executor, requestId: string, settings: Pick<CallPageSettings, 'siteUrl' | 'signature' | 'secret'>) {
  const token = await callLinkOf(tx, requestId, settings.secret);
  return { siteUrl: settings.siteUrl, signature: settings.signature, callPageUrl: `${settings.siteUrl}${callPagePath(token)}` };
}

async function queueAll(tx: Transaction, mails: ReturnType<typeof callChangeMails>): Promise<void> {
  for (const mail of mails) await queueMail(tx, mail);
}

/** Books the request's call from its page: the form checked, then the slot decided by the database, both mails queued with it. */
export async function bookFromPage(db: Database, post: { token: string; values: BookingValues }, settings: CallPageSettings): Promise<BookingOutcome> {
  const requestId = await requestOfCallLink(db, post.token);
  if (!requestId) return UNKNOWN;
  const checked = checkBooking(post.values, berlinDay(settings.now));
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  if (await overLimit(db, settings)) return { kind: 'refused', status: 429, message: CALL_TEXTS.rateLimited };
  const { startsAt, ...wishes } = checked.data;
  const outcome = await retryingAbortedTransactions(() =>
    db.transaction(async (tx) => {
      const booked = await bookCall(tx, { requestId, startsAt, wishes, now: settings.now, byEmail: CUSTOMER });
      if (booked.kind === 'booked') {
        const details = await mailDetails(tx, booked.call.id);
        await queueAll(tx, callChangeMails(details, 'booked', await mailSettings(tx, requestId, settings), await mailLocaleOf(tx, details.planner.email)));
      }
      return booked;
    }),
  );
  if (outcome.kind === 'booked') return { kind: 'done', call: outcome.call };
  if (outcome.kind === 'missing') return UNKNOWN;
  if (outcome.kind === 'already_booked') return { kind: 'refused', status: 409, message: CALL_TEXTS.alreadyBooked };
  return slotRefusal(db, outcome.kind === 'taken' ? 'taken' : outcome.reason);
}

/** The request behind a call link and its booked call, if it has one. */
async function bookedCallId(db: Database, token: string): Promise<{ requestId: string; callId?: string } | undefined> {
  const requestId = await requestOfCallLink(db, token);
  if (!requestId) return undefined;
  return { requestId, callId: (await bookedCallOf(db, requestId))?.id };
}

/** Moves the request's booked call to another slot: same calendar UID, SEQUENCE + 1, both mails with the update. */
export async function moveFromPage(db: Database, post: { token: string; slot: string }, settings: CallPageSettings): Promise<BookingOutcome> {
  const found = await bookedCallId(db, post.token);
  if (!found) return UNKNOWN;
  const checked = checkBooking({ slot: post.slot, wishedDate1: '', wishedDate2: '', wishedDate3: '', budget: '', note: '' }, berlinDay(settings.now));
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  if (!found.callId) return { kind: 'refused', status: 409, message: CALL_TEXTS.notBooked };
  if (await overLimit(db, settings)) return { kind: 'refused', status: 429, message: CALL_TEXTS.rateLimited };
  const callId = found.callId;
  const outcome = await retryingAbortedTransactions(() =>
    db.transaction(async (tx) => {
      const moved = await moveCall(tx, { callId, startsAt: checked.data.startsAt, now: settings.now, byEmail: CUSTOMER });
      if (moved.kind === 'moved') {
        const details = await mailDetails(tx, moved.call.id);
        await queueAll(tx, callChangeMails(details, 'moved', await mailSettings(tx, found.requestId, settings), await mailLocaleOf(tx, details.planner.email), moved.previous.startsAt));
      }
      return moved;
    }),
  );
  if (outcome.kind === 'moved') return { kind: 'done', call: outcome.call };
  if (outcome.kind === 'not_booked') return { kind: 'refused', status: 409, message: CALL_TEXTS.notBooked };
  return slotRefusal(db, outcome.kind === 'taken' ? 'taken' : outcome.reason);
}

/** Cancels the request's booked call: METHOD:CANCEL to the company and the planner, reminders dropped. */
export async function cancelFromPage(db: Database, post: { token: string }, settings: CallPageSettings): Promise<CallPostRefusal | { kind: 'done' }> {
  const found = await bookedCallId(db, post.token);
  if (!found) return UNKNOWN;
  if (!found.callId) return { kind: 'refused', status: 409, message: CALL_TEXTS.notBooked };
  if (await overLimit(db, settings)) return { kind: 'refused', status: 429, message: CALL_TEXTS.rateLimited };
  const callId = found.callId;
  const outcome = await db.transaction(async (tx) => {
    const cancelled = await cancelCall(tx, { callId, byEmail: CUSTOMER, now: settings.now });
    if (cancelled.kind === 'done') {
      const details = await mailDetails(tx, cancelled.call.id);
      await queueAll(tx, callChangeMails(details, 'cancelled', await mailSettings(tx, found.requestId, settings), await mailLocaleOf(tx, details.planner.email)));
    }
    return cancelled;
  });
  return outcome.kind === 'done' ? { kind: 'done' } : { kind: 'refused', status: 409, message: CALL_TEXTS.notBooked };
}

/** Both reminder mails of a due reminder, in the transaction that claimed it. */
export async function queueReminderMails(tx: Transaction, reminder: DueReminder, settings: Pick<CallPageSettings, 'siteUrl' | 'signature' | 'secret'>): Promise<void> {
  const details = await mailDetails(tx, reminder.callId);
  await queueAll(tx, callReminderMails(details, reminder.kind, await mailSettings(tx, details.request.id, settings), await mailLocaleOf(tx, details.planner.email)));
}
