import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@/db/client';
import { keysetBatches, likeContaining, paginate } from '@/db/query-helpers';
import { isUuid } from '@/lib/uuid';
import { mailOutbox, requestStatusChanges, venueRequests } from '@/db/schema';
import { BERLIN } from '@/lib/time';
import { recordHistory } from './history-queries';
import type { InboxFilter } from './inbox-filter';
import { OVERDUE_AFTER_HOURS, type RequestStatus } from './statuses';

export const INBOX_PAGE_SIZE = 25;

export type InboxRow = typeof venueRequests.$inferSelect;

const overdueCondition = () => and(eq(venueRequests.status, 'neu'), lt(venueRequests.createdAt, sql`now() - make_interval(hours => ${OVERDUE_AFTER_HOURS})`));


/** The inbox's filter with, for "Fällig", the requests that have something due (the page asks the overview for them). */
export type InboxQuery = Omit<InboxFilter, 'page'> & { dueIds?: readonly string[] };

function whereOf(filter: InboxQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.due) conditions.push(filter.dueIds?.length ? inArray(venueRequests.id, [...filter.dueIds]) : sql`false`);
  if (filter.status) conditions.push(eq(venueRequests.status, filter.status));
  if (filter.overdue) conditions.push(overdueCondition());
  if (filter.city) conditions.push(or(eq(venueRequests.cityId, filter.city), ilike(venueRequests.cityName, filter.city)));
  // Calendar days in Berlin time, 'to' inclusive.
  if (filter.from) conditions.push(gte(venueRequests.createdAt, sql`(${filter.from}::date)::timestamp at time zone ${BERLIN}`));
  if (filter.to) conditions.push(lt(venueRequests.createdAt, sql`(${filter.to}::date + 1)::timestamp at time zone ${BERLIN}`));
  if (filter.q) {
    const pattern = likeContaining(filter.q);
    conditions.push(or(ilike(venueRequests.companyName, pattern), ilike(venueRequests.contactName, pattern), ilike(venueRequests.email, pattern)));
  }
  return and(...conditions);
}

/** One page of the inbox, newest first, and how many match in all. */
export function listInbox(db: Executor, filter: InboxFilter & { dueIds?: readonly string[] }) {
  return paginate(db, venueRequests, { where: whereOf(filter), orderBy: [desc(venueRequests.createdAt), desc(venueRequests.id)], page: filter.page, pageSize: INBOX_PAGE_SIZE });
}

/** For the tab: requests still new, and of those the overdue ones. */
export async function inboxCounts(db: Executor): Promise<{ fresh: number; overdue: number }> {
  const [row] = await db
    .select({ fresh: count(), overdue: sql<number>`count(*) filter (where ${overdueCondition()})`.mapWith(Number) })
    .from(venueRequests)
    .where(eq(venueRequests.status, 'neu'));
  return { fresh: row.fresh, overdue: row.overdue };
}

/** A request with the mails sent for it and its status history; undefined when there is none with that id. */
export async function requestDetail(db: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [request] = await db.select().from(venueRequests).where(eq(venueRequests.id, id));
  if (!request) return undefined;
  const [mails, history] = await Promise.all([
    db.select().from(mailOutbox).where(eq(mailOutbox.requestId, id)).orderBy(asc(mailOutbox.id)),
    db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, id)).orderBy(asc(requestStatusChanges.changedAt), asc(requestStatusChanges.id)),
  ]);
  return { request, mails, history };
}

/**
 * Sets the status and records who, when, what, and the note, in the caller's transaction (which queues what follows
 * the move, the booking mail); the move, or undefined when the request is gone.
 */
export function changeRequestStatus(
  tx: Transaction,
  change: { requestId: string; status: RequestStatus; note: string | null; byId: string; byEmail: string },
): Promise<{ from: RequestStatus; to: RequestStatus } | undefined> {
  return recordHistory(tx, { requestId: change.requestId, event: 'status', status: change.status, note: change.note, byId: change.byId, byEmail: change.byEmail });
}

/** Every request matching the filter, newest first, in batches: the CSV export never holds more than one batch in memory. */
export function inboxBatches(db: Executor, filter: InboxQuery, batchSize?: number): AsyncGenerator<InboxRow[]> {
  return keysetBatches(db, venueRequests, { where: whereOf(filter), keys: [venueRequests.createdAt, venueRequests.id], order: 'desc', batchSize });
}
