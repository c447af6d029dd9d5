import { endOfBerlinMonth } from './time.ts';

/**
 * Every cache tag of the site, in one place. Cached pages and data carry them; a mutation expires the tags
 * it touches, so the change shows at once instead of after the cache's lifetime.
 */
export const CACHE_TAGS = {
  /** One city's venue ads: its page and the block the form loads for it. */
  venueAdsOfCity: (cityId: string) => `venue-ads:${cityId}`,
  /** How many live ads each city has: the partner page's free slots. Expired with every city's ads. */
  venueAdSlots: 'venue-ad-slots',
  /** One city's public venues: its list, each venue's page and the city page's block. Expired by every venue change there. */
  venuesOfCity: (cityId: string) => `venues:${cityId}`,
  /** Every published post: the blog list, each post page, the RSS feed and the sitemap. */
  blog: 'blog',
  /** What shows the month it is in Berlin ('Aktuell' on the partner page); see CALENDAR_TAG_TURNS. */
  berlinMonth: 'calendar:berlin-month',
} as const;

/**
 * Tags that nobody expires: they expire by themselves when the calendar turns. For each, the first moment of the
 * period after the one that holds `moment`; the cache handler drops an entry carrying one from that moment on, so
 * a cached page that names the current month is made anew on the first request after midnight on the 1st in
 * Berlin, in every process.
 */
export const CALENDAR_TAG_TURNS: ReadonlyMap<string, (moment: number) => number> = new Map([
  [CACHE_TAGS.berlinMonth, (moment: number) => endOfBerlinMonth(new Date(moment)).getTime() + 1],
]);

/** The longest a cached ad block may live without a change (the spec allows five minutes). */
export const VENUE_ADS_CACHE_SECONDS = 300;

/**
 * The longest a cached blog page lives without a change. Admin changes expire it at once in this process;
 * the bound is for caches in front (s-maxage) and other processes.
 */
export const BLOG_CACHE_SECONDS = 300;
