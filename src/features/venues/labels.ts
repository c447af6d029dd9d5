import type { VenueType } from '@/db/schema/venues';

/** The venue types as the admin (English) names them. */
export const VENUE_TYPE_ADMIN_LABELS: Record<VenueType, string> = {
  restaurant: 'Restaurant',
  eventlocation: 'Event venue',
  hotel: 'Hotel',
  bar: 'Bar & lounge',
  brauhaus: 'Brewery pub',
  rooftop: 'Rooftop',
  schiff: 'Boat',
  kochschule: 'Cooking school',
  loft: 'Loft & industrial',
  aktiv: 'Activity venue',
};

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
