import 'server-only';
import { and, asc, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { invoiceDrafts, invoices, offerAcceptances, offers, offerVersions, openInvoiceSubjects, venueRequests } from '@/db/schema';
import { isUuid } from '@/lib/uuid';
import { priceLine } from '@/features/offers/prices';
import { acceptanceOfRequest } from '@/features/offers/queries';
import { addToDay, type Day } from '@/lib/time';
import type { InvoiceDocument, InvoiceSeller } from './document';
import type { InvoiceListFilter, InvoiceState } from './admin-filter';
import { EMPTY_INVOICE_VALUES, type InvoiceDraftValues, invoiceValuesOfDocument } from './form-schema';
import { eventsOfInvoice } from './queries';
import { DEFAULT_PAYMENT_DAYS, eventNote } from './rules';

/** The subject of the planning package's invoice: one open invoice per request for it. */
export const PACKAGE_SUBJECT = 'package';

/** Whether the request may get its package invoice from the admin: booked ('Gebucht'), with an accepted offer. */
export async function isInvoiceable(db: Executor, requestId: string): Promise<boolean> {
  if (!isUuid(requestId)) return false;
  const row = await acceptanceOfRequest(db, requestId);
  return row?.status === 'gebucht';
}

/**
 * The booked requests „New invoice“ offers to start from: invoiceable (booked, with an accepted offer) with neither an
 * open package invoice nor a saved draft (the Invoices tab lists the drafts), the latest party first, each with its
 * company, city and the accepted party date.
 */
export function bookedRequestsToInvoice(db: Executor) {
  const partyDate = sql<Day>`${offerVersions.snapshot}->'options'->${offerAcceptances.optionIndex}->'dates'->${offerAcceptances.dateIndex}->>'date'`;
  return db
    .select({ requestId: venueRequests.id, companyName: venueRequests.companyName, cityName: venueRequests.cityName, partyDate })
    .from(offers)
    .innerJoin(offerAcceptances, eq(offerAcceptances.offerId, offers.id))
    .innerJoin(offerVersions, eq(offerVersions.id, offerAcceptances.versionId))
    .innerJoin(venueRequests, eq(venueRequests.id, offers.requestId))
    .where(
      and(
        eq(venueRequests.status, 'gebucht'),
        sql`not exists (select 1 from ${openInvoiceSubjects} s where s.request_id = ${venueRequests.id} and s.subject = ${PACKAGE_SUBJECT})`,
        sql`not exists (select 1 from ${invoiceDrafts} d where d.request_id = ${venueRequests.id})`,
      ),
    )
    .orderBy(desc(partyDate), asc(venueRequests.companyName))
    .limit(200);
}

/**
 * The invoice a booked request's acceptance suggests: the billing address and purchase order the company gave,
 * the planning fee of the accepted version as the one line (a flat fee as „1 pauschal“, a fee per person for the
 * accepted guests as „82 Pers.“, priced as the offer priced it), the chosen date as the service date, the event
 * (date, venue, city) as the note, payable in 14 days. Undefined without an acceptance. The planner edits it before
 * issuing.
 */
export async function invoicePrefill(db: Executor, requestId: string, seller: InvoiceSeller, today: Day): Promise<Omit<InvoiceDocument, 'number'> | undefined> {
  const row = await acceptanceOfRequest(db, requestId);
  if (!row) return undefined;
  const { acceptance, snapshot } = row;
  const fee = snapshot.planningFee;
  const option = snapshot.options[acceptance.optionIndex];
  const date = option.dates[acceptance.dateIndex].date;
  return {
    type: 'invoice',
    issueDate: today,
    service: { date },
    dueDate: addToDay(today, DEFAULT_PAYMENT_DAYS),
    currency: 'EUR',
    seller,
    buyer: {
      name: acceptance.billing.company,
      address: { street: acceptance.billing.street, postalCode: acceptance.billing.postalCode, city: acceptance.billing.city, country: 'DE' },
      vatId: null,
      email: row.email,
      reference: acceptance.purchaseOrder,
    },
    lines: fee
      ? [
          {
            text: fee.text,
            quantity: priceLine(fee, acceptance.participantCount).units,
            unit: fee.basis === 'per_person' ? 'IE' : 'LS',
            unitNetCents: fee.unitNetCents,
            vatRate: fee.vatRate,
          },
        ]
      : [],
    preceding: null,
    note: eventNote({ date, venueName: option.venue.name, cityName: option.venue.cityName }),
  };
}

// Qualified by hand: in a one-table select Drizzle writes bare column names, which the subquery would read as its own.
const eventOf = (kind: string) => sql.raw(`from invoice_events e where e.invoice_id = invoices.id and e.kind = '${kind}'`);
const paidDay = sql<string | null>`(select e.day::text ${eventOf('paid')})`;
const cancelled = sql<boolean>`exists (select 1 ${eventOf('cancelled')})`;

/**
 * An invoice's state on `today`: a cancellation is its own kind; cancelled before paid before overdue before open.
 * The overview's funnel counts paid by it too (a paid invoice cancelled later is not paid); its query must read
 * `invoices` under that name.
 */
export function stateOf(today: Day): SQL<InvoiceState> {
  return sql<InvoiceState>`case
    when ${invoices.type} = 'cancellation' then 'cancellation'
    when ${cancelled} then 'cancelled'
    when ${paidDay} is not null then 'paid'
    when ${invoices.dueDate} < ${today} then 'overdue'
    else 'open' end`;
}

/** The Invoices tab: invoices by issue date (newest first) with their state, and the gross sum of each state. */
export async function listInvoices(db: Executor, filter: Partial<InvoiceListFilter>, today: Day) {
  const state = stateOf(today);
  const conditions = [
    filter.from ? gte(invoices.issueDate, filter.from) : undefined,
    filter.to ? lte(invoices.issueDate, filter.to) : undefined,
    filter.q ? sql`(${ilike(invoices.buyerName, `%${escapeLike(filter.q)}%`)} or ${ilike(invoices.number, `%${escapeLike(filter.q)}%`)})` : undefined,
  ].filter(Boolean) as SQL[];
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      type: invoices.type,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      buyerName: invoices.buyerName,
      grossCents: invoices.grossCents,
      requestId: invoices.requestId,
      paidDay,
      state,
    })
    .from(invoices)
    .where(filter.state ? and(where, sql`${state} = ${filter.state}`) : where)
    .orderBy(desc(invoices.issueDate), desc(invoices.sequence))
    .limit(500);
  const sums = await db
    .select({ state, count: sql<number>`count(*)::int`, grossCents: sql<number>`sum(${invoices.grossCents})::int` })
    .from(invoices)
    .where(where)
    // By position: the state's expression carries today as a parameter, which a repeated expression would not match.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return { rows, sums };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One invoice with its state on `today`, what happened to it, and the cancellation that cancels it or the invoice it cancels. */
export async function invoiceDetail(db: Executor, id: string, today: Day) {
  if (!isUuid(id)) return undefined;
  const [invoice] = await db
    .select({ invoice: invoices, state: stateOf(today) })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!invoice) return undefined;
  const related = invoice.invoice.cancelsId ?? id;
  const [events, linked] = await Promise.all([
    eventsOfInvoice(db, id),
    db
      .select({ id: invoices.id, number: invoices.number, type: invoices.type })
      .from(invoices)
      .where(invoice.invoice.cancelsId ? eq(invoices.id, related) : eq(invoices.cancelsId, related)),
  ]);
  return { ...invoice.invoice, state: invoice.state, events, linked: linked[0] };
}

/**
 * What the form for a new invoice starts with: for a booked request its prefill (undefined when the request is not
 * booked with an accepted offer), else an empty form payable in 14 days.
 */
export async function newInvoiceValues(db: Executor, requestId: string | undefined, seller: InvoiceSeller, today: Day): Promise<InvoiceDraftValues | undefined> {
  if (!requestId) return { ...EMPTY_INVOICE_VALUES, dueDate: addToDay(today, DEFAULT_PAYMENT_DAYS) };
  if (!(await isInvoiceable(db, requestId))) return undefined;
  const prefill = await invoicePrefill(db, requestId, seller, today);
  return prefill && invoiceValuesOfDocument(prefill);
}
