import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { type Salutation, SALUTATIONS } from '@/lib/salutation';
import { at, createdAt, id, inList, requiredRef, updatedAt } from './columns';
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

/** A venue's public profile as its operator keeps it (what an operator's change to it holds, pending_changes). */
export interface ProfileFields {
  description: string;
  included: string;
  directions: string;
  capacitySeated: number;
  capacityStanding: number;
  types: VenueType[];
  priceBlocks: PriceBlock[];
  showPrices: boolean;
}

/** The team's own catalogue of venues, from which offers are built. */
export const venues = pgTable(
  'venues',
  {
    id: id(),
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
    /** How the contact wants to be addressed in our mails (Frau, Herr); null: not given. */
    contactSalutation: text('contact_salutation').$type<Salutation>(),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    internalNotes: text('internal_notes').notNull().default(''),
    priceBlocks: jsonb('price_blocks').$type<PriceBlock[]>().notNull().default([]),
    /** Gross cents the company must spend at least; null: none. */
    minimumSpendCents: integer('minimum_spend_cents'),
    cancellationTerms: jsonb('cancellation_terms').$type<CancellationStep[]>().notNull().default([]),
    guestDrop: jsonb('guest_drop').$type<GuestDropAllowance | null>(),
    /** Archived venues stay in old offers but cannot be chosen for new ones. */
    archivedAt: at('archived_at'),
    /** The public page's address within its city (/{city}/locations/{slug}); set when first published, unique per city. */
    slug: text('slug'),
    /** The district or quarter the public list names („Kreuzberg"); '' for none. */
    district: text('district').notNull().default(''),
    /** How to get there, as text for the public page (public transport, parking). */
    directions: text('directions').notNull().default(''),
    /** Whether the public pages show „ab … € p. P." from the price blocks. */
    showPrices: boolean('show_prices').notNull().default(false),
    /** Public while set (and not archived, with a city of ours and a slug); null: not public. */
    publishedAt: at('published_at'),
    /** When it was first public: a venue public before and no longer answers 410 Gone instead of 404. */
    firstPublishedAt: at('first_published_at'),
    /** The venue operator's partner account that keeps this profile (one operator may have several venues). */
    partnerUserId: text('partner_user_id').references(() => user.id, { onDelete: 'set null' }),
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
    check('venues_contact_salutation_check', inList('contact_salutation', SALUTATIONS)),
    check('venues_slug_check', sql`${t.slug} is null or ${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('venues_city_idx').on(t.cityId),
    uniqueIndex('venues_city_slug_key').on(t.cityId, t.slug),
    index('venues_public_idx').on(t.cityId, t.publishedAt).where(sql`${t.publishedAt} is not null and ${t.archivedAt} is null`),
    index('venues_partner_idx').on(t.partnerUserId),
  ],
);

/** A public venue's former addresses: a renamed venue keeps answering its old slug with a 308 to the new one. */
export const venueSlugRedirects = pgTable(
  'venue_slug_redirects',
  {
    cityId: text('city_id').notNull(),
    slug: text('slug').notNull(),
    venueId: requiredRef(uuid('venue_id'), () => venues.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.slug] }), index('venue_slug_redirects_venue_idx').on(t.venueId)],
);

/** A venue's photos in their order (0 first, at most 6): the admin-entered address and our stored copy. */
export const venuePhotos = pgTable(
  'venue_photos',
  {
    venueId: requiredRef(uuid('venue_id'), () => venues.id, 'cascade'),
    position: integer('position').notNull(),
    sourceUrl: text('source_url').notNull(),
    imageId: requiredRef(uuid('image_id'), () => storedImages.id, 'restrict'),
    /** What the photo shows, for screen readers and search engines (the public pages' alt text). */
    alt: text('alt').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.position] }), check('venue_photos_position_check', sql`${t.position} between 0 and 5`)],
);
