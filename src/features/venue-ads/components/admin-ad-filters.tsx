import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { CITIES_BY_NAME } from '@/features/cities';
import { AD_SORT_LABELS, AD_SORTS, type AdFilter, adFilterQuery } from '../admin-filter';
import { ADMIN_ADS_PATH } from '../paths';
import { AdminAdFilterForm } from './admin-ad-filter-form';

const inputClass = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm';
const labelClass = 'text-sm font-medium text-slate-800';

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
      <label className={`${labelClass} lg:col-span-2`}>
        Search (name, description)
        <input type="search" name="q" defaultValue={filter.q} maxLength={100} className={inputClass} />
      </label>
      <label className={labelClass}>
        City
        <select name="city" defaultValue={filter.city ?? ''} className={inputClass}>
          <option value="">All</option>
          {CITIES_BY_NAME.map((city) => (
            <option key={city.id} value={city.id}>
              {city.displayName}
            </option>
          ))}
        </select>
      </label>
      {TOGGLES.map((toggle) => (
        <label key={toggle.name} className={labelClass}>
          {toggle.label}
          <select name={toggle.name} defaultValue={filter[toggle.name] ?? ''} className={inputClass}>
            <option value="">All</option>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </select>
        </label>
      ))}
      <label className={labelClass}>
        Sort
        <select name="sort" defaultValue={filter.sort} className={inputClass}>
          {AD_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {AD_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <label className={`flex items-center gap-2 self-end pb-1.5 ${labelClass}`}>
        <input type="checkbox" name="expired" value="1" defaultChecked={filter.showExpired} className="size-4" />
        Show expired
      </label>
      <div className="flex flex-wrap items-end gap-2 lg:col-span-4">
        <button type="submit" className={buttonClasses('secondary', 'sm')}>
          Apply filters
        </button>
        <Link href={ADMIN_ADS_PATH} className={buttonClasses('ghost', 'sm')}>
          Reset
        </Link>
      </div>
    </AdminAdFilterForm>
  );
}
