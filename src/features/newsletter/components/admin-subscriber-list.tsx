import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AdminPage } from '@/components/admin/admin-page';
import { IgnoredParamsNote } from '@/components/admin/ignored-params-note';
import { ListCount, Pagination } from '@/components/admin/pagination';
import { RowAction } from '@/components/admin/row-action';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { SubscriberStatus } from '@/db/schema/newsletter';
import { formatDateTime } from '@/lib/time';
import { SUBSCRIBER_STATUSES, type SubscriberFilter, subscriberQuery } from '../admin-filter';
import { deleteSubscriberFromList } from '../admin-form-actions';
import type { listSubscribers, subscriberCounts } from '../admin-queries';
import { ADMIN_NEWSLETTER_PATH, NEWSLETTER_EXPORT_PATH } from '../paths';
import { PENDING_EXPIRY_HOURS } from '../rules';

const when = (moment: Date | null) => (moment ? formatDateTime(moment) : '–');

/**
 * The subscribers in one state, a page at a time, with the counts per state; `ignored` names the filter values
 * of the address that could not be used.
 */
export function AdminSubscriberList({
  filter,
  list: { rows, total, pageCount },
  counts,
  ignored,
}: {
  filter: SubscriberFilter;
  list: Awaited<ReturnType<typeof listSubscribers>>;
  counts: Awaited<ReturnType<typeof subscriberCounts>>;
  ignored: string[];
}) {
  const t = useTranslations('newsletter.subscribers');
  const stateLabels: Record<SubscriberStatus, string> = { pending: t('pending'), confirmed: t('confirmed'), unsubscribed: t('unsubscribed') };
  const states = [
    { label: t('all'), status: undefined, count: SUBSCRIBER_STATUSES.reduce((sum, status) => sum + counts[status], 0) },
    ...SUBSCRIBER_STATUSES.map((status) => ({ label: stateLabels[status], status, count: counts[status] })),
  ];
  return (
    <AdminPage
      titleId="newsletter-title"
      title={t('title')}
      actions={
        <a href={`${NEWSLETTER_EXPORT_PATH}${subscriberQuery({ status: filter.status })}`} className={buttonClasses('outline', 'sm')}>
          {t('exportCsv')}
        </a>
      }
    >
      <p className="text-sm text-slate-600">
        {t('intro', { hours: PENDING_EXPIRY_HOURS })}
      </p>
      <nav aria-label={t('filterLabel')} className="flex flex-wrap gap-2">
        {states.map(({ label, status, count }) => (
          <Link
            key={label}
            href={`${ADMIN_NEWSLETTER_PATH}${subscriberQuery({ status })}`}
            aria-current={filter.status === status ? 'page' : undefined}
            className="rounded-full px-3 py-1 text-sm font-semibold text-pine-800 ring-1 ring-pine-200 aria-[current=page]:bg-pine-800 aria-[current=page]:text-white"
          >
            {label}: {count}
          </Link>
        ))}
      </nav>
      <IgnoredParamsNote ignored={ignored} />
      <ListCount total={total} one={t('addressOne')} many={t('addressMany')} page={filter.page} pageCount={pageCount} />
      <DataTable
        columns={[t('columnEmail'), t('columnState'), t('columnRequested'), t('columnConfirmed'), t('columnUnsubscribed'), t('columnConsent'), t('columnActions')]}
        empty={rows.length === 0 && <p className="p-4 text-slate-700">{t('empty')}</p>}
      >
        {rows.map((row) => (
          <tr key={row.id} className="border-t border-slate-100 align-top">
            <td className="px-3 py-2 break-all">{row.email}</td>
            <td className="px-3 py-2">
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{stateLabels[row.status]}</span>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">
              {when(row.requestedAt)}
              <br />
              <span className="text-slate-600">{t('confirmationMails', { count: row.confirmationMails })}</span>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{when(row.confirmedAt)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{when(row.unsubscribedAt)}</td>
            <td className="max-w-xs px-3 py-2">
              <details>
                <summary className="cursor-pointer text-pine-700">{t('showWording')}</summary>
                <p className="mt-1 text-xs text-slate-800">{row.consentText}</p>
              </details>
            </td>
            <td className="px-3 py-2">
              <RowAction
                action={deleteSubscriberFromList}
                fields={{ subscriberId: row.id }}
                label={t('delete')}
                variant="danger"
                confirm={{ title: t('deleteTitle', { email: row.email }), description: t('deleteDescription') }}
              />
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={filter.page} pageCount={pageCount} href={(page) => `${ADMIN_NEWSLETTER_PATH}${subscriberQuery({ ...filter, page })}`} />
    </AdminPage>
  );
}
