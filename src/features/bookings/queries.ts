import 'server-only';
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@/db/client';
import { postgresConstraint, postgresErrorCode, UNIQUE_VIOLATION } from '@/db/errors';
import { adBookings, adSlotHolds, SLOTS_PER_CITY_MONTH, venueAds } from '@/db/schema';
import { takeSlot } from '@/features/ad-slots/queries';
import type { Month } from '@/features/ad-slots/rules';
import type { Salutation } from '@/lib/salutation';
import type { BookingFields } from './form-schema';
import type { BookingPeriod } from './rules';

export type BookingRow = typeof adBookings.$inferSelect;

/** A booking as the form gives it, with its period, our copy of its image and its confirmation link's hash. */
export interface BookingInput extends Omit<BookingFields, 'start' | 'salutation'> {
  /** The form always says (null: „keine Angabe"); a booking no form sent (tests, benchmarks) may leave it out. */
  salutation?: Salutation | null;
  period: BookingPeriod;
  imageId: string | null;
  /** SHA-256 of the confirmation link's token. */
  confirmTokenHash: string;
  /** Unconfirmed until then, the booking holds its slots (30 minutes after it was sent). */
  confirmBy: Date;
  /** The network it was sent from (lib/client-address's clientNetwork); none for a booking that no client sent (tests, benchmarks). */
  clientNetwork?: string;
  /** When it was sent, the moment lapsed bookings are released at; the present one when not given. */
  sentAt?: Date;
}

/**
 * `waiting`: another booking from the same e-mail address (`email`) or the same network (`network`) still waits for
 * its confirmation (one at a time each).
 */
export type HoldOutcome = { kind: 'held'; booking: BookingRow } | { kind: 'full'; months: Month[] } | { kind: 'waiting'; by: WaitingBy };
export type WaitingBy = 'email' | 'network';

const ONE_UNCONFIRMED_PER: Record<string, WaitingBy> = {
  ad_bookings_one_unconfirmed_per_email_key: 'email',
  ad_bookings_one_unconfirmed_per_network_key: 'network',
};

class MonthFull extends Error {}

/**
 * Records a booking and holds a slot in each of its months, in a savepoint of the caller's transaction (which then
 * queues the confirmation mail): all months or none. A month that is full refuses the whole booking, and the
 * outcome names the period's full months. Months are taken in order, so two bookings never wait on each other in a
 * circle.
 *
 * An e-mail address and a client network have one unconfirmed booking at most each, and the database decides it
 * (partial unique indexes on the lower-cased address and on the network): first the bookings of this address, this
 * network and this city whose 30 minutes have passed let their slots go, so one the expiry job has not reached yet
 * never stands in the way; of two sent at once the second waits for the first and is then refused as `waiting`,
 * with nothing held.
 */
export async function holdBooking(tx: Transaction, input: BookingInput): Promise<HoldOutcome> {
  try {
    return await tx.transaction(async (sp) => {
      await expireLapsed(sp, input.sentAt ?? new Date(), or(sameAddress(input.email), input.clientNetwork ? eq(adBookings.clientNetwork, input.clientNetwork) : undefined, eq(adBookings.cityId, input.cityId)));
      const [booking] = await sp
        .insert(adBookings)
        .values({
          cityId: input.cityId,
          firstMonth: input.period.months[0],
          lastMonth: input.period.months[input.period.months.length - 1],
          venueName: input.venueName,
          description: input.description,
          imageUrl: input.imageUrl,
          imageId: input.imageId,
          websiteUrl: input.websiteUrl,
          salutation: input.salutation ?? null,
          contactName: input.contactName,
          email: input.email,
          phone: input.phone,
          clientNetwork: input.clientNetwork ?? null,
          billing: input.billing,
          vatId: input.vatId,
          netCents: input.period.netCents,
          confirmTokenHash: input.confirmTokenHash,
          confirmBy: input.confirmBy,
        })
        .returning();
      for (const month of input.period.months) if (!(await takeSlot(sp, input.cityId, month, { bookingId: booking.id }))) throw new MonthFull();
      return { kind: 'held', booking } as const;
    });
  } catch (err) {
    const waitingBy = postgresErrorCode(err) === UNIQUE_VIOLATION ? ONE_UNCONFIRMED_PER[postgresConstraint(err) ?? ''] : undefined;
    if (waitingBy) return { kind: 'waiting', by: waitingBy };
    if (!(err instanceof MonthFull)) throw err;
    const held = await heldPerMonth(tx, input.cityId, input.period.months);
    return { kind: 'full', months: input.period.months.filter((month) => (held.get(month) ?? 0) >= SLOTS_PER_CITY_MONTH) };
  }
}

const sameAddress = (email: string) => sql`lower(${adBookings.email}) = ${email.toLowerCase()}`;

/** Whether a booking from this e-mail address, else from this network, waits for its confirmation at `now` (its time to confirm not yet passed). */
export async function waitingBooking(db: Executor, email: string, clientNetwork: string, now: Date): Promise<WaitingBy | undefined> {
  const waiting = await db
    .select({ byEmail: sameAddress(email) })
    .from(adBookings)
    .where(and(eq(adBookings.status, 'unconfirmed'), or(sameAddress(email), eq(adBookings.clientNetwork, clientNetwork)), gt(adBookings.confirmBy, now)));
  if (!waiting.length) return undefined;
  return waiting.some((row) => row.byEmail) ? 'email' : 'network';
}

/**
 * Unconfirmed bookings (among `which`, or all) whose time to confirm has passed at `now` expire and let their slots
 * go; how many did. The expiry job skips rows another process holds; the others wait for them.
 */
async function expireLapsed(tx: Transaction, now: Date, which?: SQL, { skipLocked = false } = {}): Promise<number> {
  const lapsed = await tx
    .select({ id: adBookings.id })
    .from(adBookings)
    .where(and(eq(adBookings.status, 'unconfirmed'), lte(adBookings.confirmBy, now), which))
    .for('update', skipLocked ? { skipLocked } : undefined);
  for (const { id } of lapsed) await release(tx, id, { status: 'expired' });
  return lapsed.length;
}

/** Held slots, and of them those only reserved by a booking still waiting for its confirmation. */
const slotCounts = { held: count(), reserved: count(adBookings.id) };
const unconfirmedHolder = and(eq(adBookings.id, adSlotHolds.bookingId), eq(adBookings.status, 'unconfirmed'));

/** Per city, the slots of one month that are held and reserved (cities without a hold are left out). */
export async function slotsOfMonth(db: Executor, month: Month): Promise<{ cityId: string; held: number; reserved: number }[]> {
  return db
    .select({ cityId: adSlotHolds.cityId, ...slotCounts })
    .from(adSlotHolds)
    .leftJoin(adBookings, unconfirmedHolder)
    .where(eq(adSlotHolds.month, month))
    .groupBy(adSlotHolds.cityId)
    .orderBy(asc(adSlotHolds.cityId));
}

/** Per month of a city, the slots held and reserved (months without a holder are left out). */
export async function slotsPerMonth(db: Executor, cityId: string, months: readonly Month[]): Promise<Map<Month, { held: number; reserved: number }>> {
  if (!months.length) return new Map();
  const rows = await db
    .select({ month: adSlotHolds.month, ...slotCounts })
    .from(adSlotHolds)
    .leftJoin(adBookings, unconfirmedHolder)
    .where(and(eq(adSlotHolds.cityId, cityId), inArray(adSlotHolds.month, [...months])))
    .groupBy(adSlotHolds.month);
  return new Map(rows.map(({ month, ...slots }) => [month, slots]));
}

/** The held slots of slotsPerMonth's months. */
export const heldOf = (slots: ReadonlyMap<Month, { held: number }>): Map<Month, number> => new Map([...slots].map(([month, { held }]) => [month, held]));

/** How many slots are held in each of a city's months (months without a holder are left out). */
export async function heldPerMonth(db: Executor, cityId: string, months: readonly Month[]): Promise<Map<Month, number>> {
  return heldOf(await slotsPerMonth(db, cityId, months));
}

/** Why a link confirms nothing: confirmed before, expired, or unknown. */
export type ConfirmRefusal = { kind: 'used' | 'expired' | 'missing' };

/**
 * The operator's click on the mailed link, in the caller's transaction: the booking is locked, and one unconfirmed
 * within its 30 minutes may be confirmed (markConfirmed, once the caller has its partner account). The link works
 * once; after its time the booking frees its slots here.
 */
export async function bookingToConfirm(tx: Transaction, tokenHash: string, now: Date): Promise<{ kind: 'confirmable'; booking: BookingRow } | ConfirmRefusal> {
  const [booking] = await tx.select().from(adBookings).where(eq(adBookings.confirmTokenHash, tokenHash)).for('update');
  if (!booking) return { kind: 'missing' };
  if (booking.status !== 'unconfirmed') return { kind: booking.status === 'expired' ? 'expired' : 'used' };
  if (booking.confirmBy <= now) {
    await release(tx, booking.id, { status: 'expired' });
    return { kind: 'expired' };
  }
  return { kind: 'confirmable', booking };
}

/** A confirmable booking becomes confirmed with its partner account, and goes to the team for review. */
export async function markConfirmed(tx: Executor, bookingId: string, now: Date, partnerId: string): Promise<BookingRow> {
  const [confirmed] = await tx.update(adBookings).set({ status: 'confirmed', confirmedAt: now, partnerId }).where(eq(adBookings.id, bookingId)).returning();
  return confirmed;
}

async function release(tx: Executor, bookingId: string, change: Partial<typeof adBookings.$inferInsert>) {
  await tx.update(adBookings).set(change).where(eq(adBookings.id, bookingId));
  await tx.delete(adSlotHolds).where(eq(adSlotHolds.bookingId, bookingId));
}

/** One booking whose time to confirm has passed at `now` expires and frees its slots (its link was opened before the expiry job came). */
export async function releaseIfLapsed(tx: Transaction, bookingId: string, now: Date): Promise<void> {
  await expireLapsed(tx, now, eq(adBookings.id, bookingId));
}

/** Bookings not confirmed in time free their slots (every process runs this each minute; each booking once, whichever process takes it). */
export function expireUnconfirmed(tx: Transaction, now: Date): Promise<number> {
  return expireLapsed(tx, now, undefined, { skipLocked: true });
}

/** The team turns a booking down (its content does not fit), in the caller's transaction, which adds the mail: its slots are free again. False when it was not awaiting review. */
export async function rejectBooking(tx: Transaction, input: { bookingId: string; reason: string; byEmail: string; now: Date }): Promise<boolean> {
  const [booking] = await tx.select({ status: adBookings.status }).from(adBookings).where(eq(adBookings.id, input.bookingId)).for('update');
  if (!booking || (booking.status !== 'confirmed' && booking.status !== 'unconfirmed')) return false;
  await release(tx, input.bookingId, { status: 'rejected', rejectReason: input.reason, reviewedAt: input.now, reviewedByEmail: input.byEmail });
  return true;
}

export async function bookingById(db: Executor, bookingId: string): Promise<BookingRow | undefined> {
  const [booking] = await db.select().from(adBookings).where(eq(adBookings.id, bookingId));
  return booking;
}

/** Locks a booking that is still confirmed for its approval; false when it was approved, rejected or never confirmed meanwhile. */
export async function lockConfirmed(tx: Transaction, bookingId: string): Promise<boolean> {
  const [locked] = await tx.select({ id: adBookings.id }).from(adBookings).where(and(eq(adBookings.id, bookingId), eq(adBookings.status, 'confirmed'))).for('update');
  return locked !== undefined;
}

/** The approved booking with the ad its approval made. */
export async function markApproved(tx: Executor, bookingId: string, approval: { adId: string; now: Date; byEmail: string }): Promise<void> {
  await tx.update(adBookings).set({ status: 'approved', adId: approval.adId, reviewedAt: approval.now, reviewedByEmail: approval.byEmail }).where(eq(adBookings.id, bookingId));
}

/** Which bookings and admin-made ads hold which slots of the months from `from` to before `until`: the admin's occupancy grid. */
export async function slotHolders(db: Executor, from: Month, until: Month) {
  const rows = await db
    .select({
      cityId: adSlotHolds.cityId,
      month: adSlotHolds.month,
      slot: adSlotHolds.slot,
      bookingId: adSlotHolds.bookingId,
      status: adBookings.status,
      bookedVenue: adBookings.venueName,
      adVenue: venueAds.venueName,
    })
    .from(adSlotHolds)
    .leftJoin(adBookings, eq(adBookings.id, adSlotHolds.bookingId))
    .leftJoin(venueAds, eq(venueAds.id, adSlotHolds.adId))
    .where(and(gte(adSlotHolds.month, from), lt(adSlotHolds.month, until)))
    .orderBy(asc(adSlotHolds.cityId), asc(adSlotHolds.month), asc(adSlotHolds.slot));
  // An ad made in the admin runs like an approved booking.
  return rows.map(({ bookedVenue, adVenue, status, ...row }) => ({ ...row, status: status ?? ('approved' as const), venueName: bookedVenue ?? adVenue ?? '', madeInAdmin: row.bookingId === null }));
}

export async function bookingByTokenHash(db: Executor, tokenHash: string): Promise<BookingRow | undefined> {
  const [booking] = await db.select().from(adBookings).where(eq(adBookings.confirmTokenHash, tokenHash));
  return booking;
}

/**
 * Approved bookings whose period ends within 14 days of `today` (Berlin) and that were not yet offered the next
 * year: claimed with SKIP LOCKED (every process runs this) and marked in the caller's transaction, which queues
 * the mails, so each operator gets the offer once.
 */
export async function claimDueRenewals(tx: Transaction, today: string, now: Date): Promise<BookingRow[]> {
  const due = await tx
    .select()
    .from(adBookings)
    .where(
      and(
        eq(adBookings.status, 'approved'),
        isNull(adBookings.renewalOfferedAt),
        sql`(${adBookings.lastMonth} + interval '1 month' - interval '15 days')::date <= ${today}::date`,
        sql`(${adBookings.lastMonth} + interval '1 month')::date > ${today}::date`,
      ),
    )
    .for('update', { skipLocked: true });
  for (const booking of due) await tx.update(adBookings).set({ renewalOfferedAt: now }).where(eq(adBookings.id, booking.id));
  return due;
}
