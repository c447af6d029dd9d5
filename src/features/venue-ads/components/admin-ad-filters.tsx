import { AdminFilterForm, type FilterField } from '@/components/admin/filter-form';
import { CITIES_BY_NAME } from '@/features/cities';
import { AD_SORT_LABELS, AD_SORTS, type AdFilter, adFilterQuery } from '../admin-filter';
import { ADMIN_ADS_PATH } from '../paths';
import { AdminAdFilterForm } from './admin-ad-filter-form';

const TOGGLES = [
  { name: 'active', label: 'Active' },
  { name: 'featured', label: 'Featured' },
  { name: 'live', label: 'Live System' },
] as const;

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** The venue-ad list's filters; the form follows the search box as it is typed in (AdminAdFilterForm). */
export function AdminAdFilters({ filter }: { filter: AdFilter }) {
  const fields: FilterField[] = [
    { kind: 'input', name: 'q', label: 'Search (name, description)', value: filter.q, type: 'search', maxLength: 100, className: 'lg:col-span-2' },
    { kind: 'select', name: 'city', label: 'City', value: filter.city, options: CITIES_BY_NAME.map((city) => ({ value: city.id, label: city.displayName })) },
    ...TOGGLES.map((toggle): FilterField => ({ kind: 'select', name: toggle.name, label: toggle.label, value: filter[toggle.name], options: YES_NO })),
    { kind: 'select', name: 'sort', label: 'Sort', value: filter.sort, all: null, options: AD_SORTS.map((sort) => ({ value: sort, label: AD_SORT_LABELS[sort] })) },
    { kind: 'checkbox', name: 'expired', label: 'Show expired', checked: filter.showExpired },
  ];
  // Keyed without the search text: typing must not make a new form under the cursor.
  return <AdminFilterForm key={adFilterQuery(filter, { q: undefined, page: 1 })} label="Filter venue ads" action={ADMIN_ADS_PATH} fields={fields} buttonsClassName="lg:col-span-4" form={AdminAdFilterForm} />;
}
