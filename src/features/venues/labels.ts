import type { VenueType } from '@/db/schema/venues';

// The admin names the venue types in its own language: the catalogue's venues.types, keyed by the type.

/** The venue types as the company's pages (German) name them, e.g. on the offer page. */
export const VENUE_TYPE_LABELS: Record<VenueType, string> = {
  restaurant: 'Restaurant',
  eventlocation: 'Eventlocation',
  hotel: 'Hotel',
  bar: 'Bar & Lounge',
  brauhaus: 'Brauhaus',
  rooftop: 'Rooftop',
  schiff: 'Schiff',
  kochschule: 'Kochschule',
  loft: 'Loft & Industrie',
  aktiv: 'Aktiv-Location',
};
