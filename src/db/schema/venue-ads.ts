import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { storedImages } from './images';

/** Paid advertising slots on the city pages (SPEC.md section 3). */
export const venueAds = pgTable(
  'venue_ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: text('city_id').notNull(),
    venueName: text('venue_name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    /** Our copy of the image at `imageUrl`, which the page shows (null: no image). */
    imageId: uuid('image_id').references(() => storedImages.id, { onDelete: 'set null' }),
    websiteUrl: text('website_url'),
    /** Shown at all (demo page); `liveSystem` additionally puts it on the production city pages. */
    active: boolean('active').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    liveSystem: boolean('live_system').notNull().default(false),
    /** The ad shows from this moment on (a booked period's first day); null shows it at once. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** The ad stops showing after this moment; null runs until switched off. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('venue_ads_city_id_check', sql`${t.cityId} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('venue_ads_venue_name_check', sql`length(btrim(${t.venueName})) between 1 and 200`),
    check('venue_ads_description_check', sql`length(btrim(${t.description})) between 1 and 2000`),
    check('venue_ads_image_url_check', sql`${t.imageUrl} is null or ${t.imageUrl} ~ '^https?://'`),
    check('venue_ads_website_url_check', sql`${t.websiteUrl} is null or ${t.websiteUrl} ~ '^https?://'`),
    // The public query: one city's active ads, featured first, then newest.
    index('venue_ads_public_idx').on(t.cityId, t.featured.desc(), t.createdAt.desc()).where(sql`${t.active}`),
  ],
);

/** Clicks on 'Website besuchen' per ad and Berlin calendar day: a counter, nothing about the visitor. */
export const venueAdClicks = pgTable(
  'venue_ad_clicks',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => venueAds.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] }), check('venue_ad_clicks_clicks_check', sql`${t.clicks} >= 0`)],
);

/**
 * Who clicked an ad today, as a salted hash of the client's network that names no one: the salt is made per Berlin
 * day and deleted with these rows the next day, so a click counts once per network, ad and day without an address
 * being kept (the rule: features/venue-ads/click-rules.ts).
 */
export const venueAdClickVisitors = pgTable(
  'venue_ad_click_visitors',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => venueAds.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day, t.visitor] })],
);
