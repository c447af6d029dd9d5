import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, inList } from './columns';
import { storedImages } from './images';
import { venueAds } from './venue-ads';
import { type ProfileFields, venues } from './venues';

/**
 * What an operator submits for the team's approval, by kind: a change to its live ad (`ad`) or to its venue's public
 * profile (`profile`). A new kind (a venue's sign-up, a claim of a venue page, a proposal) is a new value here with its
 * payload below, not a new table.
 */
export const PENDING_CHANGE_KINDS = ['ad', 'profile'] as const;
export type PendingChangeKind = (typeof PENDING_CHANGE_KINDS)[number];

/** An ad's new text, image address and website (our copy of the image is the change's photo at position 0). */
export interface AdChangePayload {
  description: string;
  imageUrl: string | null;
  websiteUrl: string | null;
}

/** What a change of each kind holds besides its photos. */
export interface PendingChangePayloads {
  ad: AdChangePayload;
  profile: ProfileFields;
}

/**
 * An operator's submission waiting for the team's approval (features/partner-area): the public pages show the approved
 * version until it is approved; approved or rejected, the row is gone. Its subject is the kind's: the ad (`ad_id`) or
 * the venue (`venue_id`). One waiting change per subject and kind; a new one replaces the waiting one.
 */
export const pendingChanges = pgTable(
  'pending_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<PendingChangeKind>().notNull(),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id').references(() => venueAds.id, { onDelete: 'cascade' }),
    /** The operator's partner account that sent it (and hears the team's decision). */
    partnerUserId: text('partner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The kind's PendingChangePayloads entry. */
    payload: jsonb('payload').$type<PendingChangePayloads[PendingChangeKind]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('pending_changes_kind_check', inList('kind', PENDING_CHANGE_KINDS)),
    check(
      'pending_changes_subject_check',
      sql`case ${t.kind} when 'ad' then ${t.adId} is not null and ${t.venueId} is null when 'profile' then ${t.venueId} is not null and ${t.adId} is null else false end`,
    ),
    check('pending_changes_payload_check', sql`jsonb_typeof(${t.payload}) = 'object'`),
    uniqueIndex('pending_changes_one_per_ad_key').on(t.adId, t.kind),
    uniqueIndex('pending_changes_one_per_venue_key').on(t.venueId, t.kind),
    index('pending_changes_partner_idx').on(t.partnerUserId),
  ],
);

/**
 * The photos a waiting change carries, in their order (a profile's up to six, an ad's image at position 0): our stored
 * copies, which the daily clean-up keeps while a change names them (restrict).
 */
export const pendingChangePhotos = pgTable(
  'pending_change_photos',
  {
    changeId: uuid('change_id')
      .notNull()
      .references(() => pendingChanges.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sourceUrl: text('source_url').notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => storedImages.id, { onDelete: 'restrict' }),
    alt: text('alt').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.changeId, t.position] }), check('pending_change_photos_position_check', sql`${t.position} between 0 and 5`), index('pending_change_photos_image_idx').on(t.imageId)],
);
