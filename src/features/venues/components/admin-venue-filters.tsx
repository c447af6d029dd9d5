import { useTranslations } from 'next-intl';
import { AdminFilterForm } from '@/components/admin/filter-form';
import { VENUE_TYPES } from '@/db/schema/venues';
import { CITIES_BY_NAME } from '@/features/cities';
import { type VenueFilter, venueFilterQuery } from '../admin-filter';
import { OTHER_CITY } from '../form-schema';
import { ADMIN_VENUES_PATH } from '../paths';

/** The venue list's filters. */
export function AdminVenueFilters({ filter }: { filter: VenueFilter }) {
  const t = useTranslations('venues.filters');
  const types = useTranslations('venues.types');
  const cities = [...CITIES_BY_NAME.map((city) => ({ value: city.id, label: city.name })), { value: OTHER_CITY, label: t('otherTowns') }];
  return (
    <AdminFilterForm
      key={venueFilterQuery(filter, { page: 1 })}
      label={t('label')}
      action={ADMIN_VENUES_PATH}
      buttonsClassName="lg:col-span-6"
      fields={[
        { kind: 'input', name: 'q', label: t('search'), value: filter.q, type: 'search', maxLength: 100, className: 'lg:col-span-2' },
        { kind: 'select', name: 'city', label: t('city'), value: filter.city, options: cities },
        { kind: 'input', name: 'capacity', label: t('capacity'), value: filter.capacity, type: 'text', inputMode: 'numeric', maxLength: 6 },
        { kind: 'select', name: 'type', label: t('type'), value: filter.type, options: VENUE_TYPES.map((type) => ({ value: type, label: types(type) })) },
        { kind: 'checkbox', name: 'archived', label: t('showArchived'), checked: filter.showArchived },
      ]}
    />
  );
}
