import { FilterButtons, FilterCheckbox, filterInputClass, filterLabelClass } from '@/components/admin/filter-fields';
import { CITIES_BY_NAME } from '@/features/cities';
import { AD_SORT_LABELS, AD_SORTS, type AdFilter, adFilterQuery } from '../admin-filter';
import { ADMIN_ADS_PATH } from '../paths';
import { AdminAdFilterForm } from './admin-ad-filter-form';


const TOGGLES = [
  { name: 'active', label: 'Active' },
  { name: 'featured', label: 'Featured' },
  { name: 'live', label: 'Live System' },
] as const;

/** Every filter of the list stands in the address, so a reload or a shared link shows the same ads. */
export function AdminAdFilters({ filter }: { filter: AdFilter }) {
  return (
    // A new form whenever the choices change by navigation (Reset, Back), so the selects show the address's values.
    <AdminAdFilterForm key={adFilterQuery(filter, { q: undefined, page: 1 })} className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6">
      <label className={`${filterLabelClass} lg:col-span-2`}>
        Search (name, description)
        <input type="search" name="q" defaultValue={filter.q} maxLength={100} className={filterInputClass} />
      </label>
      <label className={filterLabelClass}>
        City
        <select name="city" defaultValue={filter.city ?? ''} className={filterInputClass}>
          <option value="">All</option>
          {CITIES_BY_NAME.map((city) => (
            <option key={city.id} value={city.id}>
              {city.displayName}
            </option>
          ))}
        </select>
      </label>
      {TOGGLES.map((toggle) => (
        <label key={toggle.name} className={filterLabelClass}>
          {toggle.label}
          <select name={toggle.name} defaultValue={filter[toggle.name] ?? ''} className={filterInputClass}>
            <option value="">All</option>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </select>
        </label>
      ))}
      <label className={filterLabelClass}>
        Sort
        <select name="sort" defaultValue={filter.sort} className={filterInputClass}>
          {AD_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {AD_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <FilterCheckbox name="expired" label="Show expired" checked={filter.showExpired} />
      <FilterButtons resetHref={ADMIN_ADS_PATH} className="lg:col-span-4" />
    </AdminAdFilterForm>
  );
}
