import { describe, expect, it } from 'vitest';
import { CITIES } from '@/features/cities';
import { VENUE_LIST_PARAMS } from './filter';
import { VENUE_SLUG_PATTERN } from './rules';
import { FILTERED_LIST_SEGMENT, VENUE_LIST_QUERY_KEYS, venueListQueryRewrites } from './routes';

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
