import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Salutation } from '@/lib/salutation';
import { at, createdAt, id, requiredRef, updatedAt } from './columns';
import { storedImages } from './images';
import { venueRequests } from './requests';
import { type CancellationStep, type GuestDropAllowance, type VenueType, venues } from './venues';

/** A date option of an offer: a Berlin calendar day (yyyy-mm-dd) with start and end time (HH:MM). */
export interface DateOption {
  date: string;
  start: string;
  end: string;
}

/**
 * The planner's working copy, as typed: every value is the form's text, so an unfinished draft saves as it is;
 * publishing parses and checks it into an OfferSnapshot.
 */
export interface DraftLine {
  text: string;
  basis: 'flat' | 'per_person';
  quantity: string;
  unitNet: string;
  vatRate: string;
}
export interface DraftOption {
  venueId: string;
  dates: DateOption[];
  lines: DraftLine[];
  included: string;
  holdUntil: string;
  note: string;
  /** The venue's answer to an availability request this option was made from (features/availability), so the builder says so. */
  fromAnswer?: { inviteId: string; answeredAt: string };
}
export interface OfferDraft {
  validUntil: string;
  coverNote: string;
  /** The planning fee in euros as typed; only asked for the Enterprise package (Basis and Premium have fixed fees). */
  enterpriseFee: string;
  /** For a request that names no package: the package whose fee the planner charges ('' while not chosen). */
  feePackage?: 'basis' | 'premium' | 'enterprise' | '';
  options: DraftOption[];
}

/** A price line as published: net cents per unit, a whole quantity (per person: per guest), VAT 0, 7 or 19 %. */
export interface OfferLine {
  text: string;
  basis: 'flat' | 'per_person';
  quantity: number;
  unitNetCents: number;
  vatRate: 0 | 7 | 19;
}

export interface OfferVenue {
  id: string;
  name: string;
  cityName: string;
  address: string;
  capacitySeated: number;
  capacityStanding: number;
  types: VenueType[];
  description: string;
  websiteUrl: string | null;
  /** Our stored copies of the venue's photos, in order. */
  imageIds: string[];
}

export interface OfferOption {
  venue: OfferVenue;
  dates: DateOption[];
  lines: OfferLine[];
  included: string;
  minimumSpendCents: number | null;
  cancellationTerms: CancellationStep[];
  guestDrop: GuestDropAllowance | null;
  /** The venue holds the date for the company until this day (yyyy-mm-dd). */
  holdUntil: string | null;
  note: string;
}

export interface SnapshotPlanner {
  name: string;
  email: string;
  phone?: string | null;
  jobTitle?: string | null;
  photoImageId?: string | null;
}

/** A published offer exactly as the company sees it: every option, price and term, frozen. */
export interface OfferSnapshot {
  /** `salutation` since names came to the mails; older snapshots lack it. */
  request: { companyName: string; contactName: string; salutation?: Salutation | null; cityName: string; participantCount: number; packageId: 'basis' | 'premium' | 'enterprise' | null };
  /** The planner who published it ('' as name while they had none); phone, title and photo since planners had them. */
  planner: SnapshotPlanner;
  /** The last day (yyyy-mm-dd, Berlin) on which the offer can be accepted. */
  validUntil: string;
  coverNote: string;
  /** Our planning fee as its own line (19 % VAT); null when none is charged. */
  planningFee: OfferLine | null;
  options: OfferOption[];
}

/** One offer per request: the planner's draft, and the private link's hash once published. */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    requestId: requiredRef(uuid('request_id'), () => venueRequests.id, 'cascade'),
    draft: jsonb('draft').$type<OfferDraft>().notNull(),
    /** Counts the draft's saves: a save names the revision it started from, so a second planner cannot overwrite the first. */
    revision: integer('revision').notNull().default(0),
    /** The private link is derived from this nonce and the server secret; only its SHA-256 is kept, in tokenHash. */
    tokenNonce: text('token_nonce'),
    tokenHash: text('token_hash'),
    tokenRevokedAt: at('token_revoked_at'),
    /** The newest published version's number; 0 while never published. */
    publishedVersion: integer('published_version').notNull().default(0),
    firstViewedAt: at('first_viewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offers_request_id_key').on(t.requestId),
    uniqueIndex('offers_token_hash_key').on(t.tokenHash),
    check('offers_revision_check', sql`${t.revision} >= 0 and ${t.publishedVersion} >= 0`),
  ],
);

/** A published version: an immutable snapshot (a trigger refuses every update). */
export const offerVersions = pgTable(
  'offer_versions',
  {
    id: id(),
    offerId: requiredRef(uuid('offer_id'), () => offers.id, 'cascade'),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<OfferSnapshot>().notNull(),
    /** What changed against the version before, in the admin's words; empty for the first. */
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    publishedByEmail: text('published_by_email').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offer_versions_offer_version_key').on(t.offerId, t.version), check('offer_versions_version_check', sql`${t.version} >= 1`)],
);

export interface BillingAddress {
  company: string;
  street: string;
  postalCode: string;
  city: string;
}

/** The company's choice: at most one per offer (a unique index decides a race), immutable like the versions. */
export const offerAcceptances = pgTable(
  'offer_acceptances',
  {
    id: id(),
    offerId: requiredRef(uuid('offer_id'), () => offers.id, 'cascade'),
    versionId: requiredRef(uuid('version_id'), () => offerVersions.id, 'cascade'),
    optionIndex: integer('option_index').notNull(),
    dateIndex: integer('date_index').notNull(),
    participantCount: integer('participant_count').notNull(),
    billing: jsonb('billing').$type<BillingAddress>().notNull(),
    purchaseOrder: text('purchase_order'),
    message: text('message'),
    acceptedAt: at('accepted_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_acceptances_offer_id_key').on(t.offerId),
    check('offer_acceptances_indexes_check', sql`${t.optionIndex} between 0 and 5 and ${t.dateIndex} between 0 and 2 and ${t.participantCount} >= 1`),
  ],
);

/** Which venues an offer uses (draft or any version): a venue in use cannot be deleted, only archived. */
export const offerVenueUses = pgTable(
  'offer_venue_uses',
  {
    offerId: requiredRef(uuid('offer_id'), () => offers.id, 'cascade'),
    venueId: requiredRef(uuid('venue_id'), () => venues.id, 'restrict'),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.venueId] }), index('offer_venue_uses_venue_idx').on(t.venueId)],
);

/** The stored images a published version shows, so that image clean-up keeps them while the version exists. */
export const offerVersionImages = pgTable(
  'offer_version_images',
  {
    versionId: requiredRef(uuid('version_id'), () => offerVersions.id, 'cascade'),
    imageId: requiredRef(uuid('image_id'), () => storedImages.id, 'restrict'),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.imageId] }), index('offer_version_images_image_idx').on(t.imageId)],
);
