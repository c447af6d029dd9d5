import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { storedImages } from './images';

/** The kinds of venue the catalogue knows; a venue can be several. */
export const VENUE_TYPES = ['restaurant', 'eventlocation', 'hotel', 'bar', 'brauhaus', 'rooftop', 'schiff', 'kochschule', 'loft', 'aktiv'] as const;
export type VenueType = (typeof VENUE_TYPES)[number];

/** A reusable price line of a venue, copied into an offer and editable there. Net cents, VAT in percent. */
export interface PriceBlock {
  text: string;
  basis: 'flat' | 'per_person';
  unitNetCents: number;
  vatRate: 0 | 7 | 19;
}

/** From `daysBefore` days before the event on, `percent` of the venue's total is due when the company cancels. */
export interface CancellationStep {
  daysBefore: number;
  percent: number;
}

/** How far the guest count may drop without cost: by a percentage or a number of guests, until N days before. */
export interface GuestDropAllowance {
  kind: 'percent' | 'count';
  amount: number;
  untilDaysBefore: number;
}

/** The team's own catalogue of venues, from which offers are built. */
export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** One of our cities, or null for another town named in `cityName`. */
    cityId: text('city_id'),
    cityName: text('city_name').notNull(),
    address: text('address').notNull(),
    capacitySeated: integer('capacity_seated').notNull(),
    capacityStanding: integer('capacity_standing').notNull(),
    types: text('types').array().$type<VenueType[]>().notNull(),
    description: text('description').notNull().default(''),
    included: text('included').notNull().default(''),
    websiteUrl: text('website_url'),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    internalNotes: text('internal_notes').notNull().default(''),
    priceBlocks: jsonb('price_blocks').$type<PriceBlock[]>().notNull().default([]),
    /** Gross cents the company must spend at least; null: none. */
    minimumSpendCents: integer('minimum_spend_cents'),
    cancellationTerms: jsonb('cancellation_terms').$type<CancellationStep[]>().notNull().default([]),
    guestDrop: jsonb('guest_drop').$type<GuestDropAllowance | null>(),
    /** Archived venues stay in old offers but cannot be chosen for new ones. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('venues_name_check', sql`length(btrim(${t.name})) between 1 and 200`),
    check('venues_city_check', sql`length(btrim(${t.cityName})) between 1 and 100 and (${t.cityId} is null or ${t.cityId} ~ '^[a-z0-9]+(-[a-z0-9]+)*$')`),
    check('venues_capacity_check', sql`${t.capacitySeated} >= 0 and ${t.capacityStanding} >= 0 and greatest(${t.capacitySeated}, ${t.capacityStanding}) > 0`),
    check('venues_types_check', sql.raw(`cardinality(types) >= 1 and types <@ array[${VENUE_TYPES.map((type) => `'${type}'`).join(', ')}]::text[]`)),
    check('venues_website_url_check', sql`${t.websiteUrl} is null or ${t.websiteUrl} ~ '^https?://'`),
    check('venues_minimum_spend_check', sql`${t.minimumSpendCents} is null or ${t.minimumSpendCents} > 0`),
    index('venues_city_idx').on(t.cityId),
  ],
);

/** A venue's photos in their order (0 first, at most 6): the admin-entered address and our stored copy. */
export const venuePhotos = pgTable(
  'venue_photos',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sourceUrl: text('source_url').notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => storedImages.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.position] }), check('venue_photos_position_check', sql`${t.position} between 0 and 5`)],
);
