import * as z from 'zod/mini';
import { getCity } from '@/features/cities';
import { PACKAGE_IDS } from '@/features/packages/packages';
import { messageKeys } from '@/i18n/keys';
import { defineSearchParams, type SearchParams } from '@/lib/search-params';
import type { Day } from '@/lib/time';
import type { OverviewFilter } from './queries';
import { type PeriodKind, resolvePeriod } from './rules';

type PackageId = NonNullable<OverviewFilter['package']>;

// Each param as written: resolvePeriod and the checks below judge the values, so that `problems` can name them.
const asked = () => z.optional(z.string());

/** The overview's params (?period=week|30d|season|custom&from=&to=&city=&package=); a repeated one is no answer. */
const overviewParams = defineSearchParams({ period: asked(), from: asked(), to: asked(), city: asked(), package: asked() }, { repeated: 'refuse' });

const problem = messageKeys('overview.problems');

/** A part of the address the overview could not use: the message key that says so, and what was asked. */
export interface OverviewProblem {
  key: ReturnType<typeof problem>;
  values?: Record<string, string>;
}

/**
 * The overview's filter from the address: what cannot be used is left out (the default view) and named in
 * `problems`, never an error.
 */
export function parseOverviewFilter(params: SearchParams, today: Day): { filter: OverviewFilter; problems: OverviewProblem[] } {
  const { period: kind, from, to, city: cityId, package: packageId } = overviewParams.parse(params).values;
  const resolved = resolvePeriod({ period: kind, from, to }, today);
  const { period } = resolved;
  const problems: OverviewProblem[] = resolved.problem ? [{ key: resolved.problem }] : [];
  const city = cityId && getCity(cityId) ? cityId : undefined;
  if (cityId && !city) problems.push({ key: problem('unknownCity'), values: { city: cityId.slice(0, 60) } });
  const pkg = packageId && (PACKAGE_IDS as readonly string[]).includes(packageId) ? (packageId as PackageId) : undefined;
  if (packageId && !pkg) problems.push({ key: problem('unknownPackage'), values: { package: packageId.slice(0, 60) } });
  return { filter: { period, city, package: pkg }, problems };
}

/** The address of a filter (for the form's defaults and links). */
export function overviewQuery(filter: OverviewFilter, kind: PeriodKind = filter.period.kind): string {
  const range = kind === 'custom' ? { from: filter.period.from, to: filter.period.to } : {};
  return overviewParams.href({ period: kind, ...range, city: filter.city, package: filter.package });
}
