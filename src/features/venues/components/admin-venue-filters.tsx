import { FilterButtons, FilterCheckbox, filterInputClass, filterLabelClass } from '@/components/admin/filter-fields';
import { VENUE_TYPES } from '@/db/schema/venues';
import { CITIES_BY_NAME } from '@/features/cities';
import { type VenueFilter, venueFilterQuery } from '../admin-filter';
import { OTHER_CITY } from '../form-schema';
import { VENUE_TYPE_ADMIN_LABELS } from '../labels';
import { ADMIN_VENUES_PATH } from '../paths';


/** Every filter of the list stands in the address (a plain GET form), so a reload or a shared link shows the same venues. */
export function AdminVenueFilters({ filter }: { filter: VenueFilter }) {
  return (
    <form
      // A new form whenever the choices change by navigation (Reset, Back), so the fields show the address's values.
      key={venueFilterQuery(filter, { page: 1 })}
      method="get"
      action={ADMIN_VENUES_PATH}
      role="search"
      aria-label="Filter venues"
      className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6"
    >
      <label className={`${filterLabelClass} lg:col-span-2`}>
        Search (name, city, address)
        <input type="search" name="q" defaultValue={filter.q} maxLength={100} className={filterInputClass} />
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
          <option value={OTHER_CITY}>Other towns</option>
        </select>
      </label>
      <label className={filterLabelClass}>
        Capacity at least
        <input type="text" inputMode="numeric" name="capacity" defaultValue={filter.capacity} maxLength={6} className={filterInputClass} />
      </label>
      <label className={filterLabelClass}>
        Type
        <select name="type" defaultValue={filter.type ?? ''} className={filterInputClass}>
          <option value="">All</option>
          {VENUE_TYPES.map((type) => (
            <option key={type} value={type}>
              {VENUE_TYPE_ADMIN_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <FilterCheckbox name="archived" label="Show archived" checked={filter.showArchived} />
      <FilterButtons resetHref={ADMIN_VENUES_PATH} className="lg:col-span-6" />
    </form>
  );
}
