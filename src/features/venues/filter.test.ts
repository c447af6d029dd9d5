import { describe, expect, it } from 'vitest';
import { ignoredVenueListParams, parseVenueListFilter, venueListHref } from './filter';

describe('public venue list filter', () => {
  it('is empty by default', () => {
    expect(parseVenueListFilter({})).toEqual({ guests: undefined, type: undefined });
    expect(venueListHref(parseVenueListFilter({}), '/berlin/locations')).toBe('/berlin/locations');
  });

  it('reads the group size and the type under their German names', () => {
    expect(parseVenueListFilter({ gaeste: '80', art: 'restaurant' })).toEqual({ guests: 80, type: 'restaurant' });
    expect(parseVenueListFilter(new URLSearchParams('gaeste=+5000+&art=schiff'))).toEqual({ guests: 5000, type: 'schiff' });
    expect(parseVenueListFilter({ gaeste: '1' })).toEqual({ guests: 1, type: undefined });
  });

  it('leaves out what is unknown or malformed, and names it', () => {
    for (const guests of ['0', '5001', '-3', '12.5', '1e3', '080', 'viele', '99999999']) expect(parseVenueListFilter({ gaeste: guests }).guests).toBeUndefined();
    expect(parseVenueListFilter({ art: 'Restaurant' }).type).toBeUndefined();
    expect(parseVenueListFilter({ art: 'zirkus' }).type).toBeUndefined();
    expect(parseVenueListFilter({ gaeste: ['40', '90'], art: ['bar', 'hotel'] })).toEqual({ guests: 40, type: 'bar' });
    expect(ignoredVenueListParams({ gaeste: 'viele', art: 'bar' })).toEqual(['gaeste']);
    expect(ignoredVenueListParams({ gaeste: '40', art: 'bar', page: '2' })).toEqual([]);
  });

  it('writes the filter back as the same query', () => {
    expect(venueListHref({ guests: 80, type: 'restaurant' }, '/berlin/locations')).toBe('/berlin/locations?gaeste=80&art=restaurant');
    expect(venueListHref({ type: 'rooftop' })).toBe('?art=rooftop');
    const params = { gaeste: '120', art: 'loft' };
    expect(Object.fromEntries(new URLSearchParams(venueListHref(parseVenueListFilter(params)).slice(1)))).toEqual(params);
  });
});
