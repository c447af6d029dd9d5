import { FilterButtons, filterInputClass, filterLabelClass } from '@/components/admin/filter-fields';
import { CITIES_BY_NAME } from '@/features/cities';
import { PACKAGES } from '@/features/packages/packages';
import { ADMIN_OVERVIEW_PATH } from '../paths';
import type { OverviewFilter } from '../queries';
import { PERIOD_KINDS, PERIOD_LABELS } from '../rules';

/** A plain GET form: the period and filters land in the URL, work without JavaScript and survive a reload. */
export function OverviewFilters({ filter }: { filter: OverviewFilter }) {
  return (
    <form method="get" action={ADMIN_OVERVIEW_PATH} className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-5">
      <label className={filterLabelClass}>
        Period
        <select name="period" defaultValue={filter.period.kind} className={filterInputClass}>
          {PERIOD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {PERIOD_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <label className={filterLabelClass}>
        From (custom range)
        <input type="date" name="from" defaultValue={filter.period.kind === 'custom' ? filter.period.from : ''} className={filterInputClass} />
      </label>
      <label className={filterLabelClass}>
        To (custom range)
        <input type="date" name="to" defaultValue={filter.period.kind === 'custom' ? filter.period.to : ''} className={filterInputClass} />
      </label>
      <label className={filterLabelClass}>
        City
        <select name="city" defaultValue={filter.city ?? ''} className={filterInputClass}>
          <option value="">All</option>
          {CITIES_BY_NAME.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </label>
      <label className={filterLabelClass}>
        Package
        <select name="package" defaultValue={filter.package ?? ''} className={filterInputClass}>
          <option value="">All</option>
          {PACKAGES.map((pkg) => (
            <option key={pkg.id} value={pkg.id}>
              {pkg.name}
            </option>
          ))}
        </select>
      </label>
      <FilterButtons resetHref={ADMIN_OVERVIEW_PATH} className="lg:col-span-5" />
    </form>
  );
}
