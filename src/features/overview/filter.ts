import { getCity } from '@/features/cities';
import { PACKAGE_IDS } from '@/features/packages/packages';
import type { SearchParams } from '@/lib/search-params';
import type { Day } from '@/lib/time';
import type { OverviewFilter } from './queries';
import { type PeriodKind, resolvePeriod } from './rules';

type PackageId = NonNullable<OverviewFilter['package']>;

const one = (params: SearchParams, key: string) => (typeof params[key] === 'string' ? (params[key] as string) : undefined);

/**
 * The overview's filter from the address (?period=week|30d|season|custom&from=&to=&city=&package=): what cannot be
 * used is left out (the default view) and named in `problems`, never an error.
 */
export function parseOverviewFilter(params: SearchParams, today: Day): { filter: OverviewFilter; problems: string[] } {
  const { period, problem } = resolvePeriod({ period: one(params, 'period'), from: one(params, 'from'), to: one(params, 'to') }, today);
  const problems = problem ? [problem] : [];
  const cityId = one(params, 'city') || undefined;
  const city = cityId && getCity(cityId) ? cityId : undefined;
  if (cityId && !city) problems.push(`Unknown city “${cityId.slice(0, 60)}”: showing all cities.`);
  const asked = one(params, 'package') || undefined;
  const pkg = asked && (PACKAGE_IDS as readonly string[]).includes(asked) ? (asked as PackageId) : undefined;
  if (asked && !pkg) problems.push(`Unknown package “${asked.slice(0, 60)}”: showing all packages.`);
  return { filter: { period, city, package: pkg }, problems };
}

/** The address of a filter (for the form's defaults and links). */
export function overviewQuery(filter: OverviewFilter, kind: PeriodKind = filter.period.kind): string {
  const query = new URLSearchParams({ period: kind });
  if (kind === 'custom') {
    query.set('from', filter.period.from);
    query.set('to', filter.period.to);
  }
  if (filter.city) query.set('city', filter.city);
  if (filter.package) query.set('package', filter.package);
  return `?${query}`;
}
