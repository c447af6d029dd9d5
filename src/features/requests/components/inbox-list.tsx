import 'server-only';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { IgnoredParamsNote } from '@/components/admin/ignored-params-note';
import { ListCount, Pagination } from '@/components/admin/pagination';
import { DataTable } from '@/components/ui/data-table';
import { PACKAGES, packageNameIn } from '@/features/packages/packages';
import { outgrownPackage } from '@/features/packages/rules';
import { formatDateTime } from '@/lib/time';
import type { InboxRow, listInbox } from '../inbox';
import { type InboxFilter, inboxQuery } from '../inbox-filter';
import { InboxFilters } from './inbox-filters';
import { StatusBadge } from './status-badge';
import { INBOX_PATH, requestPath } from '../paths';

function RequestLink({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Link href={requestPath(id)} className="font-medium text-pine-700 underline">
      {children}
    </Link>
  );
}

/** The package the company chose, marked in words when its limit is below the group (Basis for 60 guests). */
function PackageCell({ request }: { request: Pick<InboxRow, 'package' | 'participantCount'> }) {
  const t = useTranslations('requests.inbox');
  const words = useTranslations();
  const outgrown = outgrownPackage(PACKAGES, request.package, request.participantCount);
  return (
    <>
      {packageNameIn(words, request.package) ?? '–'}
      {outgrown && (
        <>
          <br />
          <span className="rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-900">{t('packageTooSmall', { limit: outgrown.limit })}</span>
        </>
      )}
    </>
  );
}

/** The inbox: its filters, the requests on this page with their status and age, and the paging. */
export function InboxList({
  filter,
  list: { rows, total, pageCount },
  deadline,
  ignored,
  now,
  wishedVenueNames,
}: {
  filter: InboxFilter;
  list: Awaited<ReturnType<typeof listInbox>>;
  /** The names of the venues the page's requests wish for, by venue id (the venues area knows them). */
  wishedVenueNames: ReadonlyMap<string, string>;
  /** A request's next deadline as the overview writes it (the overview knows the deadlines; the inbox only shows them). */
  deadline: (requestId: string) => ReactNode;
  ignored: string[];
  now: Date;
}) {
  const t = useTranslations('requests.inbox');
  return (
    <AdminPage titleId="requests-title" title={t('title')}>
      <InboxFilters filter={filter} />
      <IgnoredParamsNote ignored={ignored} />
      <ListCount total={total} one={t('countOne')} many={t('countMany')} page={filter.page} pageCount={pageCount} />
      <DataTable
        columns={[t('received'), t('status'), t('nextDeadline'), t('company'), t('package'), t('contact'), t('city'), t('guests')]}
        empty={rows.length === 0 && <p className="p-4 text-slate-700">{t('empty')}</p>}
      >
        {rows.map((request) => (
          <tr key={request.id} className="border-t border-slate-100 align-top">
            <td className="px-3 py-2 whitespace-nowrap">
              <RequestLink id={request.id}>{formatDateTime(request.createdAt)}</RequestLink>
            </td>
            <td className="px-3 py-2">
              <StatusBadge status={request.status} createdAt={request.createdAt} now={now} />
            </td>
            <td className="px-3 py-2">
              {deadline(request.id)}
            </td>
            <td className="px-3 py-2 break-words">
              <RequestLink id={request.id}>{request.companyName}</RequestLink>
              {request.venueNewsAt && <span className="mt-1 block w-fit rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-slate-900">{t('venueNews')}</span>}
            </td>
            <td className="px-3 py-2">
              <PackageCell request={request} />
            </td>
            <td className="px-3 py-2 break-all">
              {request.contactName}
              <br />
              <span className="text-slate-600">{request.email}</span>
            </td>
            <td className="px-3 py-2">
              {request.cityName}
              {request.wishedVenueId && wishedVenueNames.has(request.wishedVenueId) && (
                <>
                  <br />
                  <span className="text-slate-600">{t('wish', { name: wishedVenueNames.get(request.wishedVenueId)! })}</span>
                </>
              )}
            </td>
            <td className="px-3 py-2">{request.participantCount}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={filter.page} pageCount={pageCount} href={(page) => `${INBOX_PATH}${inboxQuery(filter, { page })}`} />
    </AdminPage>
  );
}
