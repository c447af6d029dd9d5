import 'server-only';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@/db/client';
import { adBookings, invoices, pendingChanges, venueAdClicks, venueAds } from '@/db/schema';
import { isUuid } from '@/lib/uuid';
import type { Day } from '@/lib/time';

/** The operator's bookings, newest first. */
export function bookingsOfPartner(db: Executor, partnerId: string) {
  return db
    .select({ id: adBookings.id, cityId: adBookings.cityId, venueName: adBookings.venueName, firstMonth: adBookings.firstMonth, lastMonth: adBookings.lastMonth, status: adBookings.status, netCents: adBookings.netCents, rejectReason: adBookings.rejectReason, createdAt: adBookings.createdAt })
    .from(adBookings)
    .where(eq(adBookings.partnerId, partnerId))
    .orderBy(desc(adBookings.createdAt));
}

/** The ads the team made from the operator's approved bookings, with a change waiting for approval (if any). */
export function adsOfPartner(db: Executor, partnerId: string) {
  return db
    .select({
      id: venueAds.id,
      cityId: venueAds.cityId,
      venueName: venueAds.venueName,
      description: venueAds.description,
      imageUrl: venueAds.imageUrl,
      imageId: venueAds.imageId,
      websiteUrl: venueAds.websiteUrl,
      startsAt: venueAds.startsAt,
      expiresAt: venueAds.expiresAt,
      editPending: sql<boolean>`${pendingChanges.id} is not null`.mapWith(Boolean),
    })
    .from(adBookings)
    .innerJoin(venueAds, eq(venueAds.id, adBookings.adId))
    .leftJoin(pendingChanges, and(eq(pendingChanges.adId, venueAds.id), eq(pendingChanges.kind, 'ad')))
    .where(eq(adBookings.partnerId, partnerId))
    .orderBy(desc(venueAds.startsAt), asc(venueAds.id));
}

export type PartnerAd = Awaited<ReturnType<typeof adsOfPartner>>[number];

/** One of the operator's ads, or undefined when it is not theirs (another operator's id is as unknown as a made-up one). */
export async function adOfPartner(db: Executor, partnerId: string, adId: string): Promise<PartnerAd | undefined> {
  if (!isUuid(adId)) return undefined;
  return (await adsOfPartner(db, partnerId)).find((ad) => ad.id === adId);
}

/** Clicks per ad and Berlin day from `from` to `to` (days without clicks are missing). */
export function clicksByDay(db: Executor, adIds: readonly string[], from: Day, to: Day) {
  if (!adIds.length) return Promise.resolve([]);
  return db
    .select({ adId: venueAdClicks.adId, day: venueAdClicks.day, clicks: venueAdClicks.clicks })
    .from(venueAdClicks)
    .where(and(inArray(venueAdClicks.adId, [...adIds]), gte(venueAdClicks.day, from), lte(venueAdClicks.day, to)));
}

const bookingSubject = sql`'booking:' || ${adBookings.id}::text`;

/** The invoices (and cancellations) of the operator's bookings, newest first. */
export function invoicesOfPartner(db: Executor, partnerId: string) {
  return db
    .select({ id: invoices.id, number: invoices.number, type: invoices.type, issueDate: invoices.issueDate, dueDate: invoices.dueDate, netCents: invoices.netCents, grossCents: invoices.grossCents, bookingId: adBookings.id, venueName: adBookings.venueName })
    .from(invoices)
    .innerJoin(adBookings, eq(invoices.subject, bookingSubject))
    .where(eq(adBookings.partnerId, partnerId))
    .orderBy(desc(invoices.issueDate), desc(invoices.number));
}

/** An invoice of the operator's bookings with its frozen document, or undefined when it is not theirs. */
export async function invoiceOfPartner(db: Executor, partnerId: string, invoiceId: string) {
  if (!isUuid(invoiceId)) return undefined;
  const [found] = await db
    .select({ document: invoices.document })
    .from(invoices)
    .innerJoin(adBookings, eq(invoices.subject, bookingSubject))
    .where(and(eq(invoices.id, invoiceId), eq(adBookings.partnerId, partnerId)));
  return found;
}

/**
 * Locks one of the operator's ads for a change to it, in the caller's transaction: a team decision on the same ad waits
 * for it, and the other way round. False when the ad is not theirs.
 */
export async function lockAdOfPartner(tx: Transaction, partnerId: string, adId: string): Promise<boolean> {
  if (!isUuid(adId)) return false;
  const [ad] = await tx
    .select({ id: venueAds.id })
    .from(venueAds)
    .innerJoin(adBookings, eq(adBookings.adId, venueAds.id))
    .where(and(eq(venueAds.id, adId), eq(adBookings.partnerId, partnerId)))
    .for('update', { of: venueAds });
  return ad !== undefined;
}

/** Locks an ad for the team's decision on a change to it, in the decision's transaction. */
export async function lockAd(tx: Transaction, adId: string): Promise<void> {
  await tx.select({ id: venueAds.id }).from(venueAds).where(eq(venueAds.id, adId)).for('update');
}
