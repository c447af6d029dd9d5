import { useTranslations } from 'next-intl';
import { FilterButtons, FilterCheckbox, FilterDate, filterInputClass, filterLabelClass, FilterSelect } from '@/components/admin/filter-fields';
import { buttonClasses } from '@/components/ui/button';
import { CITIES_BY_NAME } from '@/features/cities';
import { type InboxFilter, inboxQuery } from '../inbox-filter';
import { REQUEST_STATUSES } from '../statuses';
import { INBOX_EXPORT_PATH, INBOX_PATH } from '../paths';

/** A plain GET form: every filter lands in the URL, works without JavaScript and survives a reload. */
export function InboxFilters({ filter }: { filter: InboxFilter }) {
  const t = useTranslations('requests.filters');
  const statusName = useTranslations('requests.status');
  return (
    <form method="get" action={INBOX_PATH} className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6">
      <label className={`${filterLabelClass} lg:col-span-2`}>
        {t('search')}
        <input type="search" name="q" defaultValue={filter.q} className={filterInputClass} />
      </label>
      <FilterSelect name="status" label={t('status')} value={filter.status} options={REQUEST_STATUSES.map((status) => ({ value: status, label: statusName(status) }))} />
      <FilterSelect name="city" label={t('city')} value={filter.city} options={CITIES_BY_NAME.map((city) => ({ value: city.id, label: city.name }))} />
      <FilterDate name="from" label={t('from')} value={filter.from} />
      <FilterDate name="to" label={t('to')} value={filter.to} />
      <FilterCheckbox name="overdue" label={t('overdue')} checked={filter.overdue} />
      <FilterCheckbox name="due" label={t('due')} checked={filter.due} />
      <FilterButtons resetHref={INBOX_PATH} className="lg:col-span-4">
        <a href={`${INBOX_EXPORT_PATH}${inboxQuery(filter, { page: 1 })}`} className={buttonClasses('outline', 'sm', 'ml-auto')}>
          {t('exportCsv')}
        </a>
      </FilterButtons>
    </form>
  );
}
