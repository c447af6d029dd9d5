import 'server-only';
import type { Executor } from '@/db/client';
import { encodeImage } from '@/features/images/encode';
import { uploadSource } from './form-schema';
import { addPublishedVenuesNewByName, addVenuesNewByName, type PublishedVenueCandidate, type VenueFields, venueNamesMissing } from './queries';
import { venueSlug } from './rules';

/** A demo venue to publish; each photo is drawn (`draw`, given the photo's name) only when the venue is missing. */
export interface DemoPublishedVenue {
  fields: VenueFields;
  photos: readonly { alt: string; draw: (name: string) => Promise<Buffer> }[];
}

/** The demo venues the seed writes: their data is the scripts' (scripts/seed/venues.ts), or a test's. */
export interface DemoVenues {
  /** The team's catalogue: not public, no photos. */
  catalogue: readonly VenueFields[];
  /** Published, with a public profile and photos. */
  published: readonly DemoPublishedVenue[];
}

/** A published demo venue ready to store: its photos drawn and encoded as an upload is, named like one (upload:<slug>-1.jpg). */
async function withPhotos({ fields, photos }: DemoPublishedVenue): Promise<PublishedVenueCandidate> {
  const slug = venueSlug(fields.name);
  return {
    fields,
    photos: await Promise.all(photos.map(async ({ alt, draw }, i) => ({ sourceUrl: uploadSource(`${slug}-${i + 1}.jpg`), alt, image: await encodeImage(await draw(`${slug}-${i + 1}`)) }))),
  };
}

/**
 * Adds the demo venues whose names are not in the catalogue: the team's and the published ones with their photos,
 * drawn only for those missing. Running it twice changes nothing (see addVenuesNewByName).
 */
export async function applyVenueSeed(db: Executor, demo: DemoVenues): Promise<{ venuesAdded: number }> {
  const catalogue = await addVenuesNewByName(db, demo.catalogue);
  const missing = await venueNamesMissing(db, demo.published.map((venue) => venue.fields.name));
  const candidates = await Promise.all(demo.published.filter((venue) => missing.has(venue.fields.name)).map(withPhotos));
  return { venuesAdded: catalogue + (await addPublishedVenuesNewByName(db, candidates)) };
}
