import 'server-only';
import { and, asc, desc, eq, gt, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { likeContaining, paginate } from '@/db/query-helpers';
import { isUuid } from '@/lib/uuid';
import { venueAds } from '@/db/schema';
import type { AdFilter, AdSort, Toggle } from './admin-filter';
import { clicksInWindow } from './click-queries';
import type { VenueAdInput } from './form-schema';
import { AD_SLOTS, type AdMode } from './selection';

export type VenueAd = typeof venueAds.$inferSelect;

/** What the admin saves: the form's fields and our copy of the image at `imageUrl` (none when left out). */
export type AdRecord = VenueAdInput & { imageId?: string | null; startsAt?: Date | null };

export const ADS_PAGE_SIZE = 20;

/** Not expired: no end, or an end still ahead. */
export const notExpired = () => or(isNull(venueAds.expiresAt), gt(venueAds.expiresAt, sql`now()`));
/** Showing now: started (a booked ad waits for its first month) and not expired. */
const current = () => and(or(isNull(venueAds.startsAt), lte(venueAds.startsAt, sql`now()`)), notExpired());

/** The public block's ads for a city: the selection rule of ./selection.ts in SQL (a city has a handful of ads; venue_ads_public_idx finds them). */
export function showableAds(db: Executor, cityId: string, mode: AdMode): Promise<VenueAd[]> {
  return db
    .select()
    .from(venueAds)
    .where(and(eq(venueAds.cityId, cityId), eq(venueAds.active, true), current(), mode === 'live' ? eq(venueAds.liveSystem, true) : undefined))
    .orderBy(sql`${venueAds.startsAt} is not null desc`, desc(venueAds.featured), desc(venueAds.createdAt))
    .limit(AD_SLOTS);
}

const toggleCondition = (column: typeof venueAds.active | typeof venueAds.featured | typeof venueAds.liveSystem, value: Toggle) => (value === undefined ? undefined : eq(column, value === 'yes'));

const ORDER: Record<AdSort, SQL[]> = {
  'created-desc': [desc(venueAds.createdAt)],
  'created-asc': [asc(venueAds.createdAt)],
  'updated-desc': [desc(venueAds.updatedAt)],
  'updated-asc': [asc(venueAds.updatedAt)],
  featured: [desc(venueAds.featured), desc(venueAds.createdAt)],
};

/** One page of the admin list with its filters and sort, and how many match in all. */
export function listAdsForAdmin(db: Executor, filter: AdFilter) {
  const where = and(
    filter.q ? or(ilike(venueAds.venueName, likeContaining(filter.q)), ilike(venueAds.description, likeContaining(filter.q))) : undefined,
    filter.city ? eq(venueAds.cityId, filter.city) : undefined,
    toggleCondition(venueAds.active, filter.active),
    toggleCondition(venueAds.featured, filter.featured),
    toggleCondition(venueAds.liveSystem, filter.live),
    filter.showExpired ? undefined : notExpired(),
  );
  return paginate(db, venueAds, { where, orderBy: [...ORDER[filter.sort], asc(venueAds.id)], page: filter.page, pageSize: ADS_PAGE_SIZE });
}

/** The admin list's page with each ad's clicks in the last 30 days. */
export async function adminAdsOverview(db: Executor, filter: AdFilter) {
  const list = await listAdsForAdmin(db, filter);
  const clicks = await clicksInWindow(db, list.rows.map((ad) => ad.id));
  return { ...list, rows: list.rows.map((ad) => ({ ...ad, clicks: clicks.get(ad.id) ?? 0 })) };
}

/** Where a click on an ad leads: only an active, unexpired ad with a website has a target (any other id is a 404, never an open redirect). */
export async function clickTarget(db: Executor, adId: string): Promise<string | undefined> {
  if (!isUuid(adId)) return undefined;
  const [ad] = await db
    .select({ websiteUrl: venueAds.websiteUrl })
    .from(venueAds)
    .where(and(eq(venueAds.id, adId), eq(venueAds.active, true), current()));
  return ad?.websiteUrl ?? undefined;
}

export async function getAd(db: Executor, id: string): Promise<VenueAd | undefined> {
  if (!isUuid(id)) return undefined;
  const [ad] = await db.select().from(venueAds).where(eq(venueAds.id, id));
  return ad;
}

export async function createAd(db: Executor, record: AdRecord): Promise<VenueAd> {
  const [ad] = await db.insert(venueAds).values(record).returning();
  return ad;
}

/** The changed ad, or undefined when there is none with that id. */
export async function updateAd(db: Executor, id: string, change: Partial<AdRecord>): Promise<VenueAd | undefined> {
  const [ad] = await db.update(venueAds).set(change).where(eq(venueAds.id, id)).returning();
  return ad;
}

export async function deleteAd(db: Executor, id: string): Promise<VenueAd | undefined> {
  const [ad] = await db.delete(venueAds).where(eq(venueAds.id, id)).returning();
  return ad;
}
