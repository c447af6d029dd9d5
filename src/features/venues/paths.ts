/** The admin list (the 'Venues' tab); the form returns here. */
export const ADMIN_VENUES_PATH = '/admin/venues';

export const NEW_VENUE_PATH = `${ADMIN_VENUES_PATH}/new`;

export const editVenuePath = (venueId: string): string => `${ADMIN_VENUES_PATH}/${venueId}/edit`;

/** A city's public list of venues. */
export const venueListPath = (cityId: string): string => `/${cityId}/locations`;

/** One venue's public page. */
export const venuePagePath = (cityId: string, slug: string): string => `${venueListPath(cityId)}/${slug}`;
