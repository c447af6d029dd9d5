import Link from 'next/link';
import { IgnoredParamsNote } from '@/components/admin/ignored-params-note';
import { Pagination } from '@/components/admin/pagination';
import { DataTable } from '@/components/ui/data-table';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { getPackage } from '@/features/packages/packages';
import { InboxFilters } from '@/features/requests/components/inbox-filters';
import { StatusBadge } from '@/features/requests/components/status-badge';
import { listInbox } from '@/features/requests/inbox';
import { ignoredInboxParams, inboxQuery, parseInboxFilter } from '@/features/requests/inbox-filter';
import { formatDateTime } from '@/lib/time';

function RequestLink({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <Link href={`/admin/requests/${id}`} className="font-medium text-pine-700 underline">
      {children}
    </Link>
  );
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RequestsPage({ searchParams }: Props) {
  await requireAdminPage();
  const params = await searchParams;
  const filter = parseInboxFilter(params);
  const { rows, total, pageCount } = await listInbox(await getDb(), filter);
  const now = new Date();
  return (
    <section aria-labelledby="requests-title" className="space-y-4">
      <h1 id="requests-title" className="text-2xl font-bold text-pine-900">
        Requests
      </h1>
      <InboxFilters filter={filter} />
      <IgnoredParamsNote ignored={ignoredInboxParams(params)} />
      <p className="text-sm text-slate-700" role="status">
        {total} {total === 1 ? 'request' : 'requests'} · page {Math.min(filter.page, pageCount)} of {pageCount}
      </p>
      <DataTable
        columns={['Received', 'Status', 'Company', 'Package', 'Contact', 'City', 'Guests']}
        empty={rows.length === 0 && <p className="p-4 text-slate-700">No requests match these filters.</p>}
      >
        {rows.map((request) => (
          <tr key={request.id} className="border-t border-slate-100 align-top">
            <td className="px-3 py-2 whitespace-nowrap">
              <RequestLink id={request.id}>{formatDateTime(request.createdAt)}</RequestLink>
            </td>
            <td className="px-3 py-2">
              <StatusBadge status={request.status} createdAt={request.createdAt} now={now} />
            </td>
            <td className="px-3 py-2 break-words">
              <RequestLink id={request.id}>{request.companyName}</RequestLink>
            </td>
            <td className="px-3 py-2">{getPackage(request.package)?.name ?? '–'}</td>
            <td className="px-3 py-2 break-all">
              {request.contactName}
              <br />
              <span className="text-slate-600">{request.email}</span>
            </td>
            <td className="px-3 py-2">{request.cityName}</td>
            <td className="px-3 py-2">{request.participantCount}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={filter.page} pageCount={pageCount} href={(page) => `/admin/requests${inboxQuery(filter, { page })}`} />
    </section>
  );
}
