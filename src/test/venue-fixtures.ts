import type { VenueFields } from '@/features/venues/queries';

/** A catalogue venue as the admin's form saves it: what is required (name, city, address, capacity, type), nothing more. */
export const venueFields = (change: Partial<VenueFields> = {}): VenueFields => ({
  name: 'Venue', cityId: 'berlin', cityName: 'Berlin', address: 'Straße 1', capacitySeated: 50, capacityStanding: 80, types: ['restaurant'],
  description: '', included: '', websiteUrl: null, contactName: '', contactEmail: '', contactPhone: '', internalNotes: '',
  priceBlocks: [], minimumSpendCents: null, cancellationTerms: [], guestDrop: null,
  ...change,
});
