import 'server-only';
import { and, asc, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { isUuid } from '@/lib/uuid';
import { callExceptions, callHours, callPlanners, calls, user, venueRequests } from '@/db/schema';
import { CALL_REQUEST_COLUMNS } from './queries';
import type { DayException, WeeklyRange } from './slots';
import { feedToken, hashToken, isTokenShaped, newNonce } from './tokens';

// The admin's side of the calls: the Calls tab's list, the settings page's planners, the planners' calendar feeds
// and the request detail's call.

/** A call with what the planner needs at hand: the company, how to reach it, and the request. */
const callColumns = {
  id: calls.id,
  startsAt: calls.startsAt,
  endsAt: calls.endsAt,
  status: calls.status,
  sequence: calls.sequence,
  wishedDates: calls.wishedDates,
  budgetPerPersonCents: calls.budgetPerPersonCents,
  note: calls.note,
  outcomeNote: calls.outcomeNote,
  planner: { id: user.id, name: user.name, email: user.email },
  request: CALL_REQUEST_COLUMNS,
};

/** The booked calls, in time order: all of them, or one planner's ending after `from`. */
function bookedCalls(db: Executor, filter: { plannerId?: string; from?: Date } = {}) {
  return db
    .select(callColumns)
    .from(calls)
    .innerJoin(user, eq(user.id, calls.plannerId))
    .innerJoin(venueRequests, eq(venueRequests.id, calls.requestId))
    .where(and(eq(calls.status, 'booked'), filter.plannerId ? eq(calls.plannerId, filter.plannerId) : undefined, filter.from ? gt(calls.endsAt, filter.from) : undefined))
    .orderBy(asc(calls.startsAt), asc(calls.id));
}
export type BoardCall = Awaited<ReturnType<typeof bookedCalls>>[number];

export interface PlannerBoard {
  planner: BoardCall['planner'];
  /** Over, but still booked: the planner owes the outcome. */
  awaiting: BoardCall[];
  /** Under way or ahead. */
  upcoming: BoardCall[];
}

/**
 * The Calls tab: every booked call by planner (planners by name), those that ended before `now` first as awaiting
 * their outcome, then today's and the coming ones.
 */
export async function callsBoard(db: Executor, now: Date): Promise<PlannerBoard[]> {
  const boards = new Map<string, PlannerBoard>();
  for (const call of await bookedCalls(db)) {
    const board = boards.get(call.planner.id) ?? { planner: call.planner, awaiting: [], upcoming: [] };
    (call.endsAt <= now ? board.awaiting : board.upcoming).push(call);
    boards.set(call.planner.id, board);
  }
  return [...boards.values()].sort((a, b) => a.planner.name.localeCompare(b.planner.name, 'de') || a.planner.id.localeCompare(b.planner.id));
}

/** A planner's booked calls for their calendar feed, from `from` on. */
export function feedCalls(db: Executor, plannerId: string, from: Date): Promise<BoardCall[]> {
  return bookedCalls(db, { plannerId, from });
}

export interface PlannerSettings {
  id: string;
  name: string;
  email: string;
  takesCalls: boolean;
  weekly: WeeklyRange[];
  exceptions: DayException[];
  /** The feed's nonce, from which the server derives its URL again; null when there is none. */
  feedTokenNonce: string | null;
}

/** Every admin with their part of the call settings, by name. */
export async function plannerSettings(db: Executor): Promise<PlannerSettings[]> {
  const admins = await db
    .select({ id: user.id, name: user.name, email: user.email, takesCalls: callPlanners.takesCalls, feedTokenNonce: callPlanners.feedTokenNonce })
    .from(user)
    .leftJoin(callPlanners, eq(callPlanners.userId, user.id))
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.name), asc(user.email));
  const ids = admins.map((a) => a.id);
  if (!ids.length) return [];
  const [weekly, exceptions] = await Promise.all([
    db.select().from(callHours).where(inArray(callHours.plannerId, ids)).orderBy(asc(callHours.weekday), asc(callHours.startMinute)),
    db.select().from(callExceptions).where(inArray(callExceptions.plannerId, ids)).orderBy(asc(callExceptions.day), asc(callExceptions.startMinute)),
  ]);
  return admins.map((a) => {
    const own = weekly.filter((r) => r.plannerId === a.id);
    return {
      id: a.id,
      name: a.name,
      email: a.email,
      takesCalls: a.takesCalls ?? false,
      weekly: own.map(({ weekday, startMinute, endMinute }) => ({ weekday, startMinute, endMinute })),
      exceptions: exceptions.filter((e) => e.plannerId === a.id).map(({ day, startMinute, endMinute }) => ({ day, startMinute, endMinute })),
      feedTokenNonce: a.feedTokenNonce ?? null,
    };
  });
}

/** Whether `userId` is an admin (only admins take calls and get a feed). */
export async function isAdmin(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(and(eq(user.id, userId), eq(user.role, 'admin')));
  return Boolean(row);
}

/**
 * Gives a planner a new calendar feed token (the old URL stops working): a new nonce, and only the hash of its
 * token is stored. Returns the token for the URL.
 */
export async function renewFeedToken(db: Executor, userId: string, secret: string): Promise<string> {
  const nonce = newNonce();
  const token = feedToken(secret, nonce);
  const feed = { feedTokenNonce: nonce, feedTokenHash: hashToken(token) };
  await db
    .insert(callPlanners)
    .values({ userId, ...feed })
    .onConflictDoUpdate({ target: callPlanners.userId, set: feed });
  return token;
}

/** Takes the planner's feed out of service; false when there was none. */
export async function revokeFeedToken(db: Executor, userId: string): Promise<boolean> {
  const revoked = await db
    .update(callPlanners)
    .set({ feedTokenNonce: null, feedTokenHash: null })
    .where(and(eq(callPlanners.userId, userId), isNotNull(callPlanners.feedTokenHash)))
    .returning({ userId: callPlanners.userId });
  return revoked.length > 0;
}

/** The planner a feed token belongs to, while they are an admin; undefined for a forged, malformed or revoked token. */
export async function plannerOfFeedToken(db: Executor, token: string): Promise<{ id: string; name: string; email: string } | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [planner] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(callPlanners)
    .innerJoin(user, eq(user.id, callPlanners.userId))
    .where(and(eq(callPlanners.feedTokenHash, hashToken(token)), eq(user.role, 'admin')));
  return planner;
}

/** The request's call for its detail page: the booked one, otherwise the latest, with its planner; undefined without any. */
export async function callOfRequest(db: Executor, requestId: string) {
  if (!isUuid(requestId)) return undefined;
  const [call] = await db
    .select({
      id: calls.id,
      startsAt: calls.startsAt,
      status: calls.status,
      wishedDates: calls.wishedDates,
      budgetPerPersonCents: calls.budgetPerPersonCents,
      note: calls.note,
      outcomeNote: calls.outcomeNote,
      plannerName: user.name,
    })
    .from(calls)
    .innerJoin(user, eq(user.id, calls.plannerId))
    .where(eq(calls.requestId, requestId))
    .orderBy(desc(eq(calls.status, 'booked')), desc(calls.updatedAt), desc(calls.startsAt))
    .limit(1);
  return call;
}
export type RequestCall = NonNullable<Awaited<ReturnType<typeof callOfRequest>>>;
