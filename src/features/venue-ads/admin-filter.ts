import { firstParam, ignoredParams, pageParam, type SearchParams, textParam } from '@/lib/validation';

/** Sort orders of the admin list (SPEC.md section 7). */
export const AD_SORTS = ['created-desc', 'created-asc', 'updated-desc', 'updated-asc', 'featured'] as const;
export type AdSort = (typeof AD_SORTS)[number];

/** A yes/no filter: 'yes', 'no', or not filtered. */
export type Toggle = 'yes' | 'no' | undefined;

/** The admin list's filters, as they stand in the URL. */
export interface AdFilter {
  q?: string;
  city?: string;
  active: Toggle;
  featured: Toggle;
  live: Toggle;
  showExpired: boolean;
  sort: AdSort;
  page: number;
}

const toggle = (value: string | undefined): Toggle => (value === 'yes' || value === 'no' ? value : undefined);

export function parseAdFilter(params: SearchParams): AdFilter {
  const sort = firstParam(params.sort);
  return {
    q: textParam(params.q, 100),
    city: textParam(params.city, 60),
    active: toggle(firstParam(params.active)),
    featured: toggle(firstParam(params.featured)),
    live: toggle(firstParam(params.live)),
    showExpired: firstParam(params.expired) === '1',
    sort: AD_SORTS.find((option) => option === sort) ?? 'created-desc',
    page: pageParam(params.page),
  };
}

/** The admin list (the 'Venue Ads' tab); the form returns here. */
export const ADMIN_ADS_PATH = '/admin/venue-ads';

/** How long the search box waits after the last keystroke before it updates the list (SPEC.md section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

export const AD_SORT_LABELS: Record<AdSort, string> = {
  'created-desc': 'Created (newest first)',
  'created-asc': 'Created (oldest first)',
  'updated-desc': 'Updated (newest first)',
  'updated-asc': 'Updated (oldest first)',
  featured: 'Featured first',
};

/** The filter as a query string, for the pages' links; defaults are left out. */
export function adFilterQuery(filter: AdFilter, changes: Partial<AdFilter> = {}): string {
  const merged = { ...filter, ...changes };
  const params = new URLSearchParams();
  if (merged.q) params.set('q', merged.q);
  if (merged.city) params.set('city', merged.city);
  for (const key of ['active', 'featured', 'live'] as const) if (merged[key]) params.set(key, merged[key]);
  if (merged.showExpired) params.set('expired', '1');
  if (merged.sort !== 'created-desc') params.set('sort', merged.sort);
  if (merged.page > 1) params.set('page', String(merged.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The list's params in the address that the filter could not use (the page names them). */
export function ignoredAdParams(params: SearchParams, filter: AdFilter): string[] {
  return ignoredParams(params, adFilterQuery(filter), ['q', 'city', 'active', 'featured', 'live', 'expired', 'sort', 'page'], { sort: 'created-desc', page: '1' });
}

/**
 * Outcomes reported once as a toast on the list, after a redirect to it (?notice=…): the form's success, and an
 * ad that could not be loaded for editing. Only these keys: the address never carries a text to display.
 */
export const AD_NOTICES = {
  created: { kind: 'success', text: 'Venue ad created successfully' },
  updated: { kind: 'success', text: 'Venue ad updated successfully' },
  'load-failed': { kind: 'error', text: 'Failed to fetch venue ad' },
} as const satisfies Record<string, { kind: 'success' | 'error'; text: string }>;

export type AdNotice = keyof typeof AD_NOTICES;

export function parseAdNotice(params: SearchParams): AdNotice | undefined {
  const notice = firstParam(params.notice);
  return notice !== undefined && Object.hasOwn(AD_NOTICES, notice) ? (notice as AdNotice) : undefined;
}

export function listWithNotice(notice: AdNotice): string {
  return `${ADMIN_ADS_PATH}?notice=${notice}`;
}
