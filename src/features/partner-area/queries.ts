import 'server-only';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '@/db/client';
import { adBookings, adEdits, invoices, user, venueAdClicks, venueAds } from '@/db/schema';
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
      editPending: sql<boolean>`${adEdits.adId} is not null`,
    })
    .from(adBookings)
    .innerJoin(venueAds, eq(venueAds.id, adBookings.adId))
    .leftJoin(adEdits, eq(adEdits.adId, venueAds.id))
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

export interface AdChange {
  description: string;
  imageUrl: string | null;
  imageId: string | null;
  websiteUrl: string | null;
}

/** The operator's change to their ad waits for the team (replacing a change still waiting); false when the ad is not theirs. */
export async function submitAdChange(db: Database, partnerId: string, adId: string, change: AdChange): Promise<boolean> {
  if (!(await adOfPartner(db, partnerId, adId))) return false;
  await db
    .insert(adEdits)
    .values({ adId, partnerId, ...change })
    .onConflictDoUpdate({ target: adEdits.adId, set: { ...change, partnerId, createdAt: sql`now()` } });
  return true;
}

/** The changes waiting for the team, oldest first, beside what the ad shows now. */
export function pendingAdChanges(db: Executor) {
  return db
    .select({
      adId: adEdits.adId,
      cityId: venueAds.cityId,
      venueName: venueAds.venueName,
      description: adEdits.description,
      imageUrl: adEdits.imageUrl,
      websiteUrl: adEdits.websiteUrl,
      liveDescription: venueAds.description,
      liveImageUrl: venueAds.imageUrl,
      liveWebsiteUrl: venueAds.websiteUrl,
      email: user.email,
      name: user.name,
      createdAt: adEdits.createdAt,
    })
    .from(adEdits)
    .innerJoin(venueAds, eq(venueAds.id, adEdits.adId))
    .innerJoin(user, eq(user.id, adEdits.partnerId))
    .orderBy(asc(adEdits.createdAt));
}

/** A decided change and whom to tell: the partner account's address and name (the booking's contact). */
export type ReviewedChange = { cityId: string; venueName: string; email: string; contactName: string };

/**
 * The team's decision on a waiting change, in the caller's transaction (which adds the operator's mail): approved,
 * the ad takes the new text, image and website; either way the change is gone. Undefined when no change waits
 * (decided meanwhile by someone else).
 */
export async function decideAdChange(tx: Transaction, adId: string, approve: boolean): Promise<ReviewedChange | undefined> {
  if (!isUuid(adId)) return undefined;
  const [edit] = await tx.delete(adEdits).where(eq(adEdits.adId, adId)).returning();
  if (!edit) return undefined;
  const [ad] = approve
    ? await tx.update(venueAds).set({ description: edit.description, imageUrl: edit.imageUrl, imageId: edit.imageId, websiteUrl: edit.websiteUrl }).where(eq(venueAds.id, adId)).returning()
    : await tx.select().from(venueAds).where(eq(venueAds.id, adId));
  const [owner] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, edit.partnerId));
  return { cityId: ad.cityId, venueName: ad.venueName, email: owner.email, contactName: owner.name };
}
