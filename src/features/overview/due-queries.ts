import 'server-only';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';
import { adBookings, availabilityInvites, calls, invoiceEvents, invoices, offers, offerVersions, requestStatusChanges, user, venueRequests } from '@/db/schema';
import { getCity } from '@/features/cities';
import { CUSTOMER, VENUE } from '@/features/requests/history-queries';
import { config } from '@/lib/config';
import { berlinDay, endOfBerlinDay } from '@/lib/time';
import { BOOKING_DUE_HOURS, bookingDeadline, CALL_DUE_HOURS, type Deadline, deadlines, type DueFacts, OFFER_DUE_HOURS, QUESTION_DUE_HOURS } from './rules';
import { holidaysOf, type IsHoliday } from './working-hours';
import { ANSWER_DUE_HOURS, BOOKING_REPLY_HOURS } from '@/features/availability/rules';

export interface DueRequest extends DueFacts {
  id: string;
  companyName: string;
  cityName: string;
  /** Who works the request: its call's planner, else who published its offer, else who last changed it; null when nobody yet. */
  planner: string | null;
  next: Deadline;
}

const CALL_HELD_NOTE = 'Gespräch geführt%';

let operatorCalendar: IsHoliday | undefined;

/** The public holidays of the operator's federal state (OPERATOR_FEDERAL_STATE) and the nationwide ones: no working days. */
export function operatorHolidays(): IsHoliday {
  operatorCalendar ??= holidaysOf(config().OPERATOR_FEDERAL_STATE);
  return operatorCalendar;
}

const hoursBefore = (moment: Date, hours: number) => new Date(moment.getTime() - hours * 3_600_000);

/**
 * A question from the offer page (`q`, an entry of the history) that no planner has answered: no entry after it
 * that the company did not make itself (a note, a status change, a call's outcome, a new version of the offer).
 */
const unanswered = (q: string) =>
  sql`${sql.raw(q)}.event = 'offer_question' and not exists (
    select 1 from ${requestStatusChanges} later
    where later.request_id = ${sql.raw(q)}.request_id and later.changed_at > ${sql.raw(q)}.changed_at and later.changed_by_email not in (${CUSTOMER}, ${VENUE}))`;

/** A chosen venue's booking mail (`v`, an invitation) that it has not replied to. */
const unconfirmed = (v: string) => sql.raw(`${v}.booking_mailed_at is not null and ${v}.booking_reply is null`);

/**
 * Leaves out the requests that cannot have anything due by `dueBy`, so that only a few rows leave the database: a
 * superset of what rules.ts's deadlines() finds due (it decides), written with the same hours. Counted on the clock:
 * n working hours never end before n hours have passed.
 */
function narrowTo(dueBy: Date): SQL {
  const day = berlinDay(dueBy);
  return sql`where (call_booked_at is null and offer_sent_at is null and created_at <= ${hoursBefore(dueBy, CALL_DUE_HOURS)})
    or (call_held_at <= ${hoursBefore(dueBy, OFFER_DUE_HOURS)} and offer_sent_at is null)
    or question_at <= ${hoursBefore(dueBy, QUESTION_DUE_HOURS)}
    or valid_until <= ${day} or hold_until <= ${day} or invoice_due <= ${day}
    or venue_asked_at <= ${hoursBefore(dueBy, ANSWER_DUE_HOURS)} or venue_booking_mailed_at <= ${hoursBefore(dueBy, BOOKING_REPLY_HOURS)}`;
}

/**
 * What the history, the offer and the invoices say of requests that may have something due (not cancelled; a booked
 * one only with an unpaid invoice or an unanswered question), or of the requests named.
 */
async function dueFacts(db: Executor, { requestIds, dueBy }: { requestIds?: readonly string[]; dueBy?: Date }): Promise<(DueFacts & { id: string; companyName: string; cityName: string; planner: string | null })[]> {
  const r = venueRequests;
  const h = requestStatusChanges;
  const stillOpen = sql`i.type = 'invoice' and not exists (select 1 from ${invoiceEvents} e where e.invoice_id = i.id and e.kind in ('paid', 'cancelled'))`;
  const unpaidOfScope = sql`from ${invoices} i join scope on scope.id = i.request_id where ${stillOpen}`;
  const columns = sql`${r.id} as id, ${r.companyName} as company_name, ${r.cityName} as city_name, ${r.status} as status, ${r.createdAt} as created_at`;
  // Open requests through the status index, booked ones only through an unpaid invoice or an unanswered question (two
  // branches: an OR of the statuses would scan every request).
  const scope: SQL = requestIds
    ? requestIds.length
      ? sql`select ${columns} from ${r} where ${r.id} in (${sql.join(requestIds.map((id) => sql`${id}::uuid`), sql`, `)})`
      : sql`select ${columns} from ${r} where false`
    : sql`select ${columns} from ${r} where ${r.status} in ('neu', 'in_bearbeitung', 'angebot_gesendet', 'angebot_angenommen')
        union all select ${columns} from ${r} where ${r.status} = 'gebucht'
          and (${r.id} in (select i.request_id from ${invoices} i where ${stillOpen}) or exists (select 1 from ${h} q where q.request_id = ${r.id} and ${unanswered('q')})
            or exists (select 1 from ${availabilityInvites} v where v.request_id = ${r.id} and ${unconfirmed('v')}))`;
  // Each table read once for the whole scope (the history per request, by its index): the due list covers every open request.
  const rows = rowsOf<Record<string, string | Date | null>>(
    await db.execute(sql`
      with scope as materialized (${scope}),
      m as (
        select ${h.requestId} as request_id,
          min(${h.changedAt}) filter (where ${h.event} = 'call_booked') as call_booked_at,
          min(${h.changedAt}) filter (where ${h.event} = 'call_outcome' and ${h.note} like ${CALL_HELD_NOTE}) as call_held_at,
          min(${h.changedAt}) filter (where ${h.event} = 'offer_published') as offer_sent_at,
          min(${h.changedAt}) filter (where ${h.event} = 'offer_accepted') as accepted_at,
          (array_agg(${h.changedByEmail} order by ${h.changedAt} desc) filter (where ${h.changedByEmail} not in (${CUSTOMER}, ${VENUE})))[1] as last_planner
        from ${h} join scope on scope.id = ${h.requestId}
        -- No entry predates its request: the history's time index skips all before the oldest request in scope.
        where ${h.changedAt} >= (select min(created_at) from scope)
        group by ${h.requestId}
      ),
      lv as (
        select distinct on (o.request_id) o.request_id, v.snapshot->>'validUntil' as valid_until, v.published_by_email,
          (select min(option->>'holdUntil') from jsonb_array_elements(v.snapshot->'options') option where coalesce(option->>'holdUntil', '') <> '') as hold_until
        from ${offers} o join scope on scope.id = o.request_id join ${offerVersions} v on v.offer_id = o.id
        order by o.request_id, v.version desc
      ),
      inv as (select i.request_id, min(i.due_date)::text as due ${unpaidOfScope} group by i.request_id),
      qa as (
        select q.request_id, min(q.changed_at) as question_at
        from ${h} q join scope on scope.id = q.request_id
        where ${unanswered('q')}
        group by q.request_id
      ),
      av as (
        select v.request_id,
          min(v.created_at) filter (where v.status = 'asked' and v.released_at is null and v.booking_mailed_at is null) as venue_asked_at,
          min(v.booking_mailed_at) filter (where ${unconfirmed('v')}) as venue_booking_mailed_at
        from ${availabilityInvites} v join scope on scope.id = v.request_id
        group by v.request_id
      ),
      cp as (
        select distinct on (c.request_id) c.request_id, u.email
        from ${calls} c join scope on scope.id = c.request_id join ${user} u on u.id = c.planner_id
        order by c.request_id, c.starts_at desc
      )
      select * from (
      select scope.*, m.call_booked_at, m.call_held_at, m.offer_sent_at, m.accepted_at, lv.valid_until, lv.hold_until,
        inv.due as invoice_due, qa.question_at, av.venue_asked_at, av.venue_booking_mailed_at,
        coalesce(cp.email, lv.published_by_email, m.last_planner) as planner
      from scope
      left join m on m.request_id = scope.id
      left join lv on lv.request_id = scope.id
      left join inv on inv.request_id = scope.id
      left join qa on qa.request_id = scope.id
      left join av on av.request_id = scope.id
      left join cp on cp.request_id = scope.id
      ) facts
      ${dueBy ? narrowTo(dueBy) : sql``}`),
  );
  const at = (value: string | Date | null) => (value === null ? null : new Date(value));
  const dayEnd = (value: string | Date | null) => (typeof value === 'string' && value ? endOfBerlinDay(value.slice(0, 10)) : null);
  return rows.map((row) => ({
    id: String(row.id),
    companyName: String(row.company_name),
    cityName: String(row.city_name),
    status: String(row.status),
    createdAt: new Date(row.created_at!),
    callBookedAt: at(row.call_booked_at),
    callHeldAt: at(row.call_held_at),
    offerSentAt: at(row.offer_sent_at),
    acceptedAt: at(row.accepted_at),
    offerEndsAt: dayEnd(row.valid_until),
    optionEndsAt: dayEnd(row.hold_until),
    invoiceDueAt: dayEnd(row.invoice_due),
    questionAt: at(row.question_at),
    venueAskedAt: at(row.venue_asked_at),
    venueBookingMailedAt: at(row.venue_booking_mailed_at),
    planner: row.planner === null ? null : String(row.planner),
  }));
}

/**
 * Each named request's next deadline (requests with nothing due are left out): the inbox's column. Deadlines count
 * working hours, without the public holidays `isHoliday` names (by default the operator's).
 */
export async function nextDeadlines(db: Executor, requestIds: readonly string[], now: Date, isHoliday: IsHoliday = operatorHolidays()): Promise<Map<string, Deadline>> {
  const facts = await dueFacts(db, { requestIds });
  return new Map(facts.flatMap((request) => deadlines(request, now, isHoliday).slice(0, 1).map((next) => [request.id, next] as const)));
}

/**
 * The requests with something due by the end of today (Berlin), overdue first (then the older request): the inbox's
 * "Fällig" filter, the overview's list and the morning mail. Deadlines count working hours (as nextDeadlines).
 */
export async function dueToday(db: Executor, now: Date, isHoliday: IsHoliday = operatorHolidays()): Promise<DueRequest[]> {
  const endOfToday = endOfBerlinDay(berlinDay(now));
  return (await dueFacts(db, { dueBy: endOfToday }))
    .flatMap((request) => {
      const [next] = deadlines(request, now, isHoliday);
      return next && next.at <= endOfToday ? [{ ...request, next }] : [];
    })
    .sort((a, b) => a.next.at.getTime() - b.next.at.getTime() || a.createdAt.getTime() - b.createdAt.getTime());
}

/** An ad booking that waits for the team: confirmed by the operator, neither approved nor rejected yet. */
export interface DueBooking {
  id: string;
  venueName: string;
  cityName: string;
  confirmedAt: Date;
  next: Deadline;
}

/**
 * The ad bookings due by the end of today (Berlin): confirmed, awaiting approval, and one working day after their
 * confirmation (rules.ts's bookingDeadline) by then; overdue first. The overview's due list; the Bookings tab does the work.
 */
export async function dueBookings(db: Executor, now: Date, isHoliday: IsHoliday = operatorHolidays()): Promise<DueBooking[]> {
  const endOfToday = endOfBerlinDay(berlinDay(now));
  const confirmedAt = sql`coalesce(${adBookings.confirmedAt}, ${adBookings.createdAt})`.mapWith(adBookings.confirmedAt);
  const rows = await db
    .select({ id: adBookings.id, venueName: adBookings.venueName, cityId: adBookings.cityId, confirmedAt })
    .from(adBookings)
    // By the clock first (a superset: n working hours never end sooner), the working hours below decide.
    .where(and(eq(adBookings.status, 'confirmed'), sql`${confirmedAt} <= ${hoursBefore(endOfToday, BOOKING_DUE_HOURS)}`))
    .orderBy(asc(adBookings.createdAt));
  return rows
    .flatMap((row) => {
      const confirmed = new Date(row.confirmedAt!);
      const next = bookingDeadline(confirmed, isHoliday);
      return next.at <= endOfToday ? [{ id: row.id, venueName: row.venueName, cityName: getCity(row.cityId)?.name ?? row.cityId, confirmedAt: confirmed, next }] : [];
    })
    .sort((a, b) => a.next.at.getTime() - b.next.at.getTime());
}
