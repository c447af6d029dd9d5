import { useTranslations } from 'next-intl';
import { FilterButtons, FilterDate, FilterSelect } from '@/components/admin/filter-fields';
import { CITIES_BY_NAME } from '@/features/cities';
import { PACKAGES } from '@/features/packages/packages';
import { ADMIN_OVERVIEW_PATH } from '../paths';
import type { OverviewFilter } from '../queries';
import { PERIOD_KINDS, PERIOD_LABEL_KEYS } from '../rules';

/** A plain GET form: the period and filters land in the URL, work without JavaScript and survive a reload. */
export function OverviewFilters({ filter }: { filter: OverviewFilter }) {
  const t = useTranslations('overview.filters');
  const name = useTranslations();
  return (
    <form method="get" action={ADMIN_OVERVIEW_PATH} className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-5">
      <FilterSelect name="period" label={t('period')} value={filter.period.kind} all={null} options={PERIOD_KINDS.map((kind) => ({ value: kind, label: name(PERIOD_LABEL_KEYS[kind]) }))} />
      <FilterDate name="from" label={t('from')} value={filter.period.kind === 'custom' ? filter.period.from : ''} />
      <FilterDate name="to" label={t('to')} value={filter.period.kind === 'custom' ? filter.period.to : ''} />
      <FilterSelect name="city" label={t('city')} all={t('all')} value={filter.city} options={CITIES_BY_NAME.map((city) => ({ value: city.id, label: city.name }))} />
      <FilterSelect name="package" label={t('package')} all={t('all')} value={filter.package} options={PACKAGES.map((pkg) => ({ value: pkg.id, label: name(`packages.names.${pkg.id}`) }))} />
      <FilterButtons resetHref={ADMIN_OVERVIEW_PATH} className="lg:col-span-5" />
    </form>
  );
}
