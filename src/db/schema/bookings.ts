import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { type Salutation, SALUTATIONS } from '@/lib/salutation';
import { at, createdAt, id, inList } from './columns';
import { storedImages } from './images';
import { venueAds } from './venue-ads';

/**
 * A venue operator's booking of ad months on the partner page: from the moment it is sent it holds a slot in
 * every month of its period (ad_slot_holds); unconfirmed for 30 minutes it lets them go. Confirmed, it holds them
 * until the team rejects it or its period has passed.
 */
export const BOOKING_STATUSES = ['unconfirmed', 'confirmed', 'approved', 'rejected', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BookingBilling {
  company: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export const adBookings = pgTable(
  'ad_bookings',
  {
    id: id(),
    cityId: text('city_id').notNull(),
    /** The first day of each end of the period (Berlin calendar months): from the start month to December. */
    firstMonth: date('first_month', { mode: 'string' }).notNull(),
    lastMonth: date('last_month', { mode: 'string' }).notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('unconfirmed'),
    venueName: text('venue_name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    /** Our copy of the image at `imageUrl`, fetched when the booking was sent. */
    imageId: uuid('image_id').references(() => storedImages.id, { onDelete: 'set null' }),
    websiteUrl: text('website_url'),
    contactName: text('contact_name').notNull(),
    /** How the contact wants to be addressed (Frau, Herr); null: not given. */
    salutation: text('salutation').$type<Salutation>(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The network the booking was sent from (an IPv4 address, an IPv6 /64): one unconfirmed booking each. Null before it was recorded. */
    clientNetwork: text('client_network'),
    billing: jsonb('billing').$type<BookingBilling>().notNull(),
    vatId: text('vat_id'),
    /** The period's price as the partner page calculates it, net in cents. */
    netCents: integer('net_cents').notNull(),
    /** SHA-256 of the e-mail confirmation link's token (the link itself is only in the mail). */
    confirmTokenHash: text('confirm_token_hash').unique('ad_bookings_confirm_token_key'),
    confirmBy: at('confirm_by').notNull(),
    confirmedAt: at('confirmed_at'),
    reviewedAt: at('reviewed_at'),
    reviewedByEmail: text('reviewed_by_email'),
    rejectReason: text('reject_reason'),
    /** When the mail offering next year's months went out (14 days before the period ends). */
    renewalOfferedAt: at('renewal_offered_at'),
    /** The ad an approval made. */
    adId: uuid('ad_id').references(() => venueAds.id, { onDelete: 'set null' }),
    /** The operator's partner account, made (or found by the e-mail address) when the address was confirmed. */
    partnerId: text('partner_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('ad_bookings_status_check', inList('status', BOOKING_STATUSES)),
    check('ad_bookings_period_check', sql`${t.firstMonth} <= ${t.lastMonth} and extract(day from ${t.firstMonth}) = 1 and extract(day from ${t.lastMonth}) = 1`),
    check('ad_bookings_salutation_check', inList('salutation', SALUTATIONS)),
    check('ad_bookings_net_check', sql`${t.netCents} > 0`),
    index('ad_bookings_status_idx').on(t.status, t.createdAt),
    index('ad_bookings_partner_idx').on(t.partnerId),
    // One address waits for one confirmation at a time: throwaway bookings cannot fill a city, nor flood an inbox.
    uniqueIndex('ad_bookings_one_unconfirmed_per_email_key').on(sql`lower(${t.email})`).where(sql`${t.status} = 'unconfirmed'`),
    // And one network: three addresses from one client cannot hold a city's three slots.
    uniqueIndex('ad_bookings_one_unconfirmed_per_network_key').on(t.clientNetwork).where(sql`${t.status} = 'unconfirmed'`),
  ],
);

/** How many ads a city page shows in a month: the slots the partner page sells. */
export const SLOTS_PER_CITY_MONTH = 3;

/**
 * Who holds which of a city's three slots in a month: a booking, or a live ad the team made in the admin. The
 * primary key makes a fourth holder impossible: taking a slot inserts the lowest free number, and of two that take
 * the same one at once the database lets one in.
 */
export const adSlotHolds = pgTable(
  'ad_slot_holds',
  {
    cityId: text('city_id').notNull(),
    /** The first day of the Berlin calendar month. */
    month: date('month', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    bookingId: uuid('booking_id').references(() => adBookings.id, { onDelete: 'cascade' }),
    /** An ad made in the admin (a booked ad's months are held by its booking). */
    adId: uuid('ad_id').references(() => venueAds.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'ad_slot_holds_pkey', columns: [t.cityId, t.month, t.slot] }),
    check('ad_slot_holds_holder_check', sql`(${t.bookingId} is null) <> (${t.adId} is null)`),
    // A holder takes one slot of a month at most (two processes topping up an ad's months at once included).
    uniqueIndex('ad_slot_holds_ad_month_key').on(t.adId, t.month),
    uniqueIndex('ad_slot_holds_booking_month_key').on(t.bookingId, t.month),
    check('ad_slot_holds_slot_check', sql`${t.slot} between 1 and ${sql.raw(String(SLOTS_PER_CITY_MONTH))}`),
    check('ad_slot_holds_month_check', sql`extract(day from ${t.month}) = 1`),
  ],
);
