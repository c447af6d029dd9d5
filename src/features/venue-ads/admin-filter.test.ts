import { describe, expect, it } from 'vitest';
import { adFilterQuery, parseAdFilter } from './admin-filter';
import { adNotices } from './admin-notices';
import { ADMIN_ADS_PATH } from './paths';

describe('admin list filter', () => {
  it('defaults to every ad that has not expired, newest first, page 1', () => {
    expect(parseAdFilter({})).toEqual({ q: undefined, city: undefined, active: undefined, featured: undefined, live: undefined, showExpired: false, sort: 'created-desc', page: 1 });
    expect(adFilterQuery(parseAdFilter({}))).toBe('');
  });

  it('reads every filter from the address and leaves out what is malformed', () => {
    expect(parseAdFilter({ q: '  Brau ', city: 'koeln', active: 'yes', featured: 'no', live: 'maybe', expired: '1', sort: 'featured', page: '3' })).toEqual({
      q: 'Brau',
      city: 'koeln',
      active: 'yes',
      featured: 'no',
      live: undefined,
      showExpired: true,
      sort: 'featured',
      page: 3,
    });
    expect(parseAdFilter({ sort: 'price', page: '-2', expired: 'on', q: ['erste', 'zweite'] })).toMatchObject({ sort: 'created-desc', page: 1, showExpired: false, q: 'erste' });
  });

  it('writes the filter back as the same query, so links keep it', () => {
    const params = { q: 'Saal & Bar', city: 'berlin', active: 'no', featured: 'yes', live: 'yes', expired: '1', sort: 'updated-asc', page: '2' };
    const query = adFilterQuery(parseAdFilter(params));
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual(params);
    expect(adFilterQuery(parseAdFilter(params), { page: 1 })).not.toContain('page=');
  });

  it('knows only its own notices', async () => {
    // Outside a request the notices speak English.
    const notices = await adNotices();
    expect(notices.read({ notice: 'created' })).toEqual({ key: 'created', kind: 'success', text: 'Venue ad created successfully' });
    expect(notices.read({ notice: 'toString' })).toBeUndefined();
    expect(notices.read({})).toBeUndefined();
    expect(notices.href('load-failed', ADMIN_ADS_PATH)).toBe('/admin/venue-ads?notice=load-failed');
  });
});
