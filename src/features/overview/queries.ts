import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';
import { invoices, requestStatusChanges, venueRequests } from '@/db/schema';
import { stateOf as invoiceStateOf } from '@/features/invoices/admin-queries';
import { CUSTOMER } from '@/features/requests/history-queries';
import { BERLIN } from '@/lib/time';
import { FUNNEL_STEPS, type FunnelStep, funnelCounts, monthsOf, type Period, type PromiseFigures, PROMISES, weeksOf } from './rules';

export interface OverviewFilter {
  period: Period;
  city?: string;
  package?: 'basis' | 'premium' | 'enterprise';
}

/** The held call's note in the history (calls/queries.ts writes it). */
const CALL_HELD_NOTE = 'Gespräch geführt';

/**
 * Each request of the period (created in it, Berlin days) with the first moment of every step, read from its
 * history: the one source the inbox and its detail page show too. Paid is the one step read from the invoices, by
 * the Invoices tab's rule: the request has an invoice in the state 'paid' (paid and not cancelled).
 */
function milestones(filter: OverviewFilter): SQL {
  const h = requestStatusChanges;
  const r = venueRequests;
  return sql`
    select ${r.id} as id, ${r.createdAt} as created_at, ${r.cityId} as city_id, ${r.cityName} as city_name, ${r.package} as package,
      min(${h.changedAt}) filter (where ${h.event} = 'call_booked') as call_booked_at,
      min(${h.changedAt}) filter (where ${h.event} = 'call_outcome' and ${h.note} like ${`${CALL_HELD_NOTE}%`}) as call_held_at,
      min(${h.changedAt}) filter (where ${h.event} = 'offer_published') as offer_sent_at,
      min(${h.changedAt}) filter (where ${h.event} = 'offer_accepted') as accepted_at,
      min(${h.changedAt}) filter (where ${h.event} = 'status' and ${h.toStatus} = 'gebucht') as booked_at,
      min(${h.changedAt}) filter (where ${h.event} = 'invoice_issued') as invoiced_at,
      exists (select 1 from ${invoices} where ${invoices.requestId} = ${r.id} and ${invoiceStateOf(filter.period.to)} = 'paid') as paid,
      min(${h.changedAt}) filter (where ${h.event} = 'call_booked' or (${h.event} = 'status' and ${h.fromStatus} <> ${h.toStatus} and ${h.changedByEmail} <> ${CUSTOMER})) as contact_at
    from ${r}
    -- No entry predates its request: the bound lets the history's time index skip everything before the period.
    left join ${h} on ${h.requestId} = ${r.id} and ${h.changedAt} >= (${filter.period.from}::date)::timestamp at time zone ${BERLIN}
    where ${r.createdAt} >= (${filter.period.from}::date)::timestamp at time zone ${BERLIN}
      and ${r.createdAt} < (${filter.period.to}::date + 1)::timestamp at time zone ${BERLIN}
      ${filter.city ? sql`and ${r.cityId} = ${filter.city}` : sql``}
      ${filter.package ? sql`and ${r.package} = ${filter.package}` : sql``}
    group by ${r.id}`;
}

/** Median, 90th percentile and the share kept of one promise, over the milestones `m`. */
function promiseColumns(prefix: string, answeredAt: string, hours: number): SQL {
  const waited = `extract(epoch from ${answeredAt} - created_at) / 3600.0`;
  return sql.raw(`
    percentile_cont(0.5) within group (order by ${waited}) as ${prefix}_median,
    percentile_cont(0.9) within group (order by ${waited}) as ${prefix}_p90,
    count(*) filter (where ${answeredAt} - created_at <= interval '${hours} hours') as ${prefix}_kept,
    count(*) filter (where ${answeredAt} - created_at > interval '${hours} hours' or (${answeredAt} is null and now() - created_at > interval '${hours} hours')) as ${prefix}_missed`);
}

type Num = string | number | null;
const num = (value: Num) => (value === null ? null : Number(value));

function promiseOf(row: Record<string, Num>, prefix: string): PromiseFigures {
  const kept = Number(row[`${prefix}_kept`]);
  const missed = Number(row[`${prefix}_missed`]);
  return { median: num(row[`${prefix}_median`]), p90: num(row[`${prefix}_p90`]), kept, missed, share: kept + missed ? kept / (kept + missed) : null };
}

/** Whether a request of the milestones reached a step. */
const STEP_REACHED: Record<FunnelStep, string> = {
  requested: 'true',
  callBooked: 'call_booked_at is not null',
  callHeld: 'call_held_at is not null',
  offerSent: 'offer_sent_at is not null',
  offerAccepted: 'accepted_at is not null',
  booked: 'booked_at is not null',
  invoiced: 'invoiced_at is not null',
  paid: 'paid',
};

/** The furthest step each request reached, as rules.ts's furthestStep() finds it: the last step it has. */
const FURTHEST = sql.raw(`case ${FUNNEL_STEPS.toReversed()
  .map((step) => `when ${STEP_REACHED[step]} then '${step}'`)
  .join(' ')} end`);

/** Reached booked: got at least as far, so that the booked of a city or package agree with the funnel's. */
const BOOKED = sql.raw(`count(*) filter (where furthest in (${FUNNEL_STEPS.slice(FUNNEL_STEPS.indexOf('booked'))
  .map((step) => `'${step}'`)
  .join(', ')}))`);

export interface Overview {
  funnel: Record<FunnelStep, number>;
  firstContact: PromiseFigures;
  firstOffer: PromiseFigures;
  perWeek: { week: string; requests: number }[];
  perCity: { cityId: string | null; cityName: string; requests: number; booked: number }[];
  perPackage: { package: string | null; requests: number; booked: number }[];
  revenue: { month: string; netCents: number }[];
}

/**
 * Every figure of the overview for a period, city and package: one pass over the history (its milestones read once),
 * and the invoices. The funnel counts each request in every step up to the furthest it reached.
 */
export async function overview(db: Executor, filter: OverviewFilter): Promise<Overview> {
  const [totals] = rowsOf<Record<string, Num> & { groups: { kind: string; key: string | null; name: string | null; requests: Num; booked: Num }[] | null }>(
    await db.execute(sql`
      with m as materialized (select steps.*, ${FURTHEST} as furthest from (${milestones(filter)}) steps)
      select ${promiseColumns('contact', 'contact_at', PROMISES.firstContact)},
        ${promiseColumns('offer', 'offer_sent_at', PROMISES.firstOffer)},
        (select json_agg(g) from (
          select 'week' as kind, to_char(date_trunc('week', created_at at time zone ${BERLIN}), 'YYYY-MM-DD') as key, null as name, count(*) as requests, ${BOOKED} as booked from m group by 2
          union all
          select 'city', city_id, min(city_name), count(*), ${BOOKED} from m group by city_id, case when city_id is null then city_name end
          union all
          select 'package', package, null, count(*), ${BOOKED} from m group by package
          union all
          select 'furthest', furthest, null, count(*), null from m group by furthest
        ) g) as groups
      from m`),
  );
  const groups = totals.groups ?? [];
  const revenue = rowsOf<{ month: string; net: Num }>(
    await db.execute(sql`
      select to_char(${invoices.issueDate}, 'YYYY-MM') as month, sum(${invoices.netCents}) as net
      from ${invoices}
      ${filter.city || filter.package ? sql`join ${venueRequests} on ${venueRequests.id} = ${invoices.requestId}` : sql``}
      where ${invoices.issueDate} between ${filter.period.from}::date and ${filter.period.to}::date
        ${filter.city ? sql`and ${venueRequests.cityId} = ${filter.city}` : sql``}
        ${filter.package ? sql`and ${venueRequests.package} = ${filter.package}` : sql``}
      group by 1 order by 1`),
  );
  const of = (kind: string) => groups.filter((group) => group.kind === kind);
  // Every week and month of the period, those without requests or revenue as 0: a gap in a chart would hide a quiet week.
  const perWeek = new Map(of('week').map((group) => [group.key!, Number(group.requests)]));
  const perMonth = new Map(revenue.map((row) => [row.month, Number(row.net)]));
  return {
    // A request counts in every step up to the furthest it reached (rules.ts), so no step counts more than the one before.
    funnel: funnelCounts(Object.fromEntries(of('furthest').map((group) => [group.key!, Number(group.requests)]))),
    firstContact: promiseOf(totals, 'contact'),
    firstOffer: promiseOf(totals, 'offer'),
    perWeek: weeksOf(filter.period).map((week) => ({ week, requests: perWeek.get(week) ?? 0 })),
    perCity: of('city')
      .map((group) => ({ cityId: group.key, cityName: group.name ?? '', requests: Number(group.requests), booked: Number(group.booked) }))
      .sort((a, b) => b.requests - a.requests || a.cityName.localeCompare(b.cityName, 'de')),
    perPackage: of('package').map((group) => ({ package: group.key, requests: Number(group.requests), booked: Number(group.booked) })),
    revenue: monthsOf(filter.period).map((month) => ({ month, netCents: perMonth.get(month) ?? 0 })),
  };
}
