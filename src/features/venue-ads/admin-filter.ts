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

type Params = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
const toggle = (value: string | undefined): Toggle => (value === 'yes' || value === 'no' ? value : undefined);

export function parseAdFilter(params: Params): AdFilter {
  const sort = first(params.sort);
  const page = Number(first(params.page));
  return {
    q: first(params.q)?.slice(0, 100),
    city: first(params.city)?.slice(0, 60),
    active: toggle(first(params.active)),
    featured: toggle(first(params.featured)),
    live: toggle(first(params.live)),
    showExpired: first(params.expired) === '1',
    sort: AD_SORTS.find((option) => option === sort) ?? 'created-desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}
