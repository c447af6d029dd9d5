import { AdminFilterForm } from '@/components/admin/filter-form';
import { VENUE_TYPES } from '@/db/schema/venues';
import { CITIES_BY_NAME } from '@/features/cities';
import { type VenueFilter, venueFilterQuery } from '../admin-filter';
import { OTHER_CITY } from '../form-schema';
import { VENUE_TYPE_ADMIN_LABELS } from '../labels';
import { ADMIN_VENUES_PATH } from '../paths';

/** The venue list's filters. */
export function AdminVenueFilters({ filter }: { filter: VenueFilter }) {
  const cities = [...CITIES_BY_NAME.map((city) => ({ value: city.id, label: city.name })), { value: OTHER_CITY, label: 'Other towns' }];
  return (
    <AdminFilterForm
      key={venueFilterQuery(filter, { page: 1 })}
      label="Filter venues"
      action={ADMIN_VENUES_PATH}
      buttonsClassName="lg:col-span-6"
      fields={[
        { kind: 'input', name: 'q', label: 'Search (name, city, address)', value: filter.q, type: 'search', maxLength: 100, className: 'lg:col-span-2' },
        { kind: 'select', name: 'city', label: 'City', value: filter.city, options: cities },
        { kind: 'input', name: 'capacity', label: 'Capacity at least', value: filter.capacity, type: 'text', inputMode: 'numeric', maxLength: 6 },
        { kind: 'select', name: 'type', label: 'Type', value: filter.type, options: VENUE_TYPES.map((type) => ({ value: type, label: VENUE_TYPE_ADMIN_LABELS[type] })) },
        { kind: 'checkbox', name: 'archived', label: 'Show archived', checked: filter.showArchived },
      ]}
    />
  );
}
