import { describe, expect, it } from 'vitest';
import { CITIES } from '@/features/cities';
import { VENUE_LIST_PARAMS } from './filter';
import { VENUE_SLUG_PATTERN } from './rules';
import { venuePageForGroupPath } from './paths';
import { FILTERED_LIST_SEGMENT, PREFILLED_PAGE_SEGMENT, VENUE_LIST_QUERY_KEYS, VENUE_PAGE_QUERY_KEYS, venueListQueryRewrites, venuePageQueryRewrites } from './routes';

describe('the list’s rewrites', () => {
  it('rewrites each filter param of the list, and only those the filter reads', () => {
    expect([...VENUE_LIST_QUERY_KEYS].sort()).toEqual(Object.values(VENUE_LIST_PARAMS).sort());
    const rewrites = venueListQueryRewrites(CITIES.map((city) => city.id));
    expect(rewrites.map((rewrite) => rewrite.has[0].key)).toEqual([...VENUE_LIST_QUERY_KEYS]);
    expect(rewrites[0].source).toMatch(/^\/:cityId\(aachen\|.*\|berlin\|.*\)\/locations$/);
    expect(rewrites[0].destination).toBe('/:cityId/locations/_auswahl');
  });

  it('renders the filtered list at an address no venue can have', () => {
    expect(VENUE_SLUG_PATTERN.test(FILTERED_LIST_SEGMENT)).toBe(false);
  });
});

describe('a venue page’s rewrite', () => {
  const [rewrite] = venuePageQueryRewrites(CITIES.map((city) => city.id));

  it('sends a venue page with a group size to the page rendered per request', () => {
    expect(venuePageQueryRewrites(['berlin']).map((each) => each.has[0])).toEqual(VENUE_PAGE_QUERY_KEYS.map((key) => ({ type: 'query', key })));
    expect(rewrite.source).toMatch(/^\/:cityId\(aachen\|.*\|berlin\|.*\)\/locations\/:slug\((.+)\)$/);
    expect(rewrite.destination).toBe('/:cityId/locations/:slug/_gruppe');
    expect(venuePageForGroupPath('berlin', 'alte-muenze', 60)).toBe('/berlin/locations/alte-muenze?gaeste=60');
    expect(venuePageForGroupPath('berlin', 'alte-muenze', undefined)).toBe('/berlin/locations/alte-muenze');
  });

  it('rewrites the addresses of venues and no other: not the filtered list, not the page it renders', () => {
    const slug = new RegExp(`^${/:slug\((.+)\)$/.exec(rewrite.source)![1]}$`);
    for (const sample of ['alte-muenze', 'kesselhaus-am-landwehrkanal', 'loft2', 'a', FILTERED_LIST_SEGMENT, PREFILLED_PAGE_SEGMENT, '-x', 'x-', 'a--b', 'Alte-Muenze', 'm%C3%BCnze']) {
      expect([sample, slug.test(sample)]).toEqual([sample, VENUE_SLUG_PATTERN.test(sample)]);
    }
    expect(VENUE_SLUG_PATTERN.test(PREFILLED_PAGE_SEGMENT)).toBe(false);
  });
});

