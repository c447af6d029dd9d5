import 'server-only';
import { asc, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { venuePhotos, venues } from '@/db/schema';
import { type RequestToSuit, suitsRequest, type VenueForOffer } from './rules';

type VenueRow = typeof venues.$inferSelect;

async function photosOf(db: Executor, venueIds: readonly string[]): Promise<Map<string, string[]>> {
  const byVenue = new Map<string, string[]>();
  if (!venueIds.length) return byVenue;
  const rows = await db
    .select({ venueId: venuePhotos.venueId, imageId: venuePhotos.imageId })
    .from(venuePhotos)
    .where(inArray(venuePhotos.venueId, [...venueIds]))
    .orderBy(asc(venuePhotos.venueId), asc(venuePhotos.position));
  for (const row of rows) byVenue.set(row.venueId, [...(byVenue.get(row.venueId) ?? []), row.imageId]);
  return byVenue;
}

function forOffer(row: VenueRow, imageIds: string[]): VenueForOffer {
  return {
    id: row.id,
    name: row.name,
    cityName: row.cityName,
    address: row.address,
    capacitySeated: row.capacitySeated,
    capacityStanding: row.capacityStanding,
    types: row.types,
    description: row.description,
    websiteUrl: row.websiteUrl,
    imageIds,
    included: row.included,
    priceBlocks: row.priceBlocks,
    minimumSpendCents: row.minimumSpendCents,
    cancellationTerms: row.cancellationTerms,
    guestDrop: row.guestDrop ?? null,
    archived: row.archivedAt !== null,
  };
}

/** Venues by id, archived ones too (an option already offered keeps its venue), with their photos in order. */
export async function venuesForOffer(db: Executor, ids: readonly string[]): Promise<Map<string, VenueForOffer>> {
  const unique = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (!unique.length) return new Map();
  const [rows, photos] = await Promise.all([db.select().from(venues).where(inArray(venues.id, unique)), photosOf(db, unique)]);
  return new Map(rows.map((row) => [row.id, forOffer(row, photos.get(row.id) ?? [])]));
}

export interface VenueChoice {
  venue: VenueForOffer;
  /** In the request's city and seating its group (rules.ts' suitsRequest). */
  suggested: boolean;
}

/** The venues a planner can offer (not archived): those that suit the request (its city, a seat for every guest) first, then by name. */
export async function venueChoices(db: Executor, request: RequestToSuit): Promise<VenueChoice[]> {
  const rows = await db.select().from(venues).where(isNull(venues.archivedAt)).orderBy(asc(venues.name), asc(venues.id));
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  const choices = rows.map((row) => ({ venue: forOffer(row, photos.get(row.id) ?? []), suggested: suitsRequest(row, request) }));
  return [...choices.filter((choice) => choice.suggested), ...choices.filter((choice) => !choice.suggested)];
}
