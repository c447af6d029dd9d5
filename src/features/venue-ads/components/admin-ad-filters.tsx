import { useTranslations } from 'next-intl';
import { AdminFilterForm, type FilterField } from '@/components/admin/filter-form';
import { CITIES_BY_NAME } from '@/features/cities';
import { AD_SORTS, type AdFilter, type AdSort, adFilterQuery } from '../admin-filter';
import { ADMIN_ADS_PATH } from '../paths';
import { AdminAdFilterForm } from './admin-ad-filter-form';

/** Each sort order's words. */
const SORT_KEYS = {
  'created-desc': 'sortCreatedDesc',
  'created-asc': 'sortCreatedAsc',
  'updated-desc': 'sortUpdatedDesc',
  'updated-asc': 'sortUpdatedAsc',
  featured: 'sortFeatured',
} as const satisfies Record<AdSort, string>;

/** The venue-ad list's filters; the form follows the search box as it is typed in (AdminAdFilterForm). */
export function AdminAdFilters({ filter }: { filter: AdFilter }) {
  const t = useTranslations('venueAds.filters');
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  const toggles = [
    { name: 'active', label: t('active') },
    { name: 'featured', label: t('featured') },
    { name: 'live', label: t('live') },
  ] as const;
  const fields: FilterField[] = [
    { kind: 'input', name: 'q', label: t('search'), value: filter.q, type: 'search', maxLength: 100, className: 'lg:col-span-2' },
    { kind: 'select', name: 'city', label: t('city'), value: filter.city, options: CITIES_BY_NAME.map((city) => ({ value: city.id, label: city.displayName })) },
    ...toggles.map((toggle): FilterField => ({ kind: 'select', name: toggle.name, label: toggle.label, value: filter[toggle.name], options: yesNo })),
    { kind: 'select', name: 'sort', label: t('sort'), value: filter.sort, all: null, options: AD_SORTS.map((sort) => ({ value: sort, label: t(SORT_KEYS[sort]) })) },
    { kind: 'checkbox', name: 'expired', label: t('showExpired'), checked: filter.showExpired },
  ];
  // Keyed without the search text: typing must not make a new form under the cursor.
  return <AdminFilterForm key={adFilterQuery(filter, { q: undefined, page: 1 })} label={t('label')} action={ADMIN_ADS_PATH} fields={fields} buttonsClassName="lg:col-span-4" form={AdminAdFilterForm} />;
}
