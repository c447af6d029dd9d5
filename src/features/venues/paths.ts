import { VENUE_PAGE_GROUP_PARAM } from './routes';

/** The admin list (the 'Venues' tab); the form returns here. */
export const ADMIN_VENUES_PATH = '/admin/venues';

export const NEW_VENUE_PATH = `${ADMIN_VENUES_PATH}/new`;

export const editVenuePath = (venueId: string): string => `${ADMIN_VENUES_PATH}/${venueId}/edit`;

/** A city's public list of venues. */
export const venueListPath = (cityId: string): string => `/${cityId}/locations`;

/** One venue's public page. */
export const venuePagePath = (cityId: string, slug: string): string => `${venueListPath(cityId)}/${slug}`;

/** One venue's page with a group size for its request form (a card of the list filtered for that group): rendered per request (routes.ts). */
export const venuePageForGroupPath = (cityId: string, slug: string, guests: number | undefined): string =>
  guests === undefined ? venuePagePath(cityId, slug) : `${venuePagePath(cityId, slug)}?${VENUE_PAGE_GROUP_PARAM}=${guests}`;
