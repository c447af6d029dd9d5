import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AdminSection } from '@/components/admin/admin-page';
import { FilterButtons, FilterDate, filterInputClass, filterLabelClass, FilterSelect } from '@/components/admin/filter-fields';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { formatEuro } from '@/lib/money';
import { formatDateTime, formatShortDay } from '@/lib/time';
import { INVOICE_STATES, type InvoiceListFilter, invoiceFilterQuery } from '../admin-filter';
import type { listInvoices } from '../admin-queries';
import type { listInvoiceDrafts } from '../draft-queries';
import { ADMIN_INVOICES_PATH, INVOICE_EXPORT_PATH, invoiceDraftPath, invoicePath } from '../paths';
import { InvoiceStateBadge } from './invoice-state-badge';

type InvoiceList = Awaited<ReturnType<typeof listInvoices>>;
type Drafts = Awaited<ReturnType<typeof listInvoiceDrafts>>;

/** Every filter stands in the address (a plain GET form), so a reload or a shared link shows the same invoices. */
export function AdminInvoiceFilters({ filter }: { filter: InvoiceListFilter }) {
  const t = useTranslations('invoices.list');
  const states = useTranslations('invoices.states');
  return (
    <form
      key={invoiceFilterQuery(filter)}
      method="get"
      action={ADMIN_INVOICES_PATH}
      role="search"
      aria-label={t('filterLabel')}
      className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-5"
    >
      <label className={`${filterLabelClass} lg:col-span-2`}>
        {t('search')}
        <input type="search" name="q" defaultValue={filter.q} maxLength={100} className={filterInputClass} />
      </label>
      <FilterSelect name="state" label={t('state')} value={filter.state} all={t('all')} options={INVOICE_STATES.map((state) => ({ value: state, label: states(state) }))} />
      <FilterDate name="from" label={t('issuedFrom')} value={filter.from} />
      <FilterDate name="to" label={t('issuedUntil')} value={filter.to} />
      <FilterButtons resetHref={ADMIN_INVOICES_PATH} className="lg:col-span-5" />
    </form>
  );
}

/** The gross sum and the count of each state, for the filter's period and search. */
export function InvoiceSums({ sums, filter }: { sums: InvoiceList['sums']; filter: InvoiceListFilter }) {
  const t = useTranslations('invoices.list');
  const states = useTranslations('invoices.states');
  return (
    <ul aria-label={t('sumsLabel')} className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {INVOICE_STATES.map((state) => {
        const sum = sums.find((row) => row.state === state);
        return (
          <li key={state}>
            <Link href={`${ADMIN_INVOICES_PATH}${invoiceFilterQuery(filter, { state })}`} className="block rounded-xl bg-white p-3 ring-1 ring-slate-200 hover:ring-pine-600">
              <span className="block text-sm font-medium text-slate-700">{states(state)}</span>
              <span className="block text-lg font-bold text-pine-900">{formatEuro(sum?.grossCents ?? 0)}</span>
              <span className="block text-sm text-slate-600">{t('count', { count: sum?.count ?? 0 })}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function AdminInvoiceTable({ rows }: { rows: InvoiceList['rows'] }) {
  const t = useTranslations('invoices.list');
  return (
    <DataTable columns={[t('number'), t('issued'), t('buyer'), t('gross'), t('due'), t('state')]} empty={rows.length === 0 && <p className="p-4 text-sm text-slate-700">{t('empty')}</p>}>
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-slate-200">
          <td className="px-3 py-2 font-medium whitespace-nowrap">
            <Link href={invoicePath(row.id)} className="text-pine-700 underline">
              {row.number}
            </Link>
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{formatShortDay(row.issueDate)}</td>
          <td className="px-3 py-2 break-words">{row.buyerName}</td>
          <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatEuro(row.grossCents)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{row.type === 'invoice' ? formatShortDay(row.dueDate) : '–'}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            <InvoiceStateBadge state={row.state} />
            {row.paidDay && <span className="ml-2 text-slate-600">{formatShortDay(row.paidDay)}</span>}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function AdminInvoiceDrafts({ drafts }: { drafts: Drafts }) {
  const t = useTranslations('invoices.list');
  if (drafts.length === 0) return null;
  return (
    <AdminSection titleId="drafts-title" title={t('drafts')} className="space-y-2">
      <DataTable columns={[t('buyer'), t('saved'), t('by')]}>
        {drafts.map((draft) => (
          <tr key={draft.id} className="border-t border-slate-200">
            <td className="px-3 py-2">
              <Link href={invoiceDraftPath(draft.id)} className="font-medium text-pine-700 underline">
                {draft.values.buyerName.trim() || t('noRecipient')}
              </Link>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(draft.updatedAt)}</td>
            <td className="px-3 py-2">{draft.savedByEmail}</td>
          </tr>
        ))}
      </DataTable>
    </AdminSection>
  );
}

/** The tax adviser's ZIP (the PDFs and the DATEV Buchungsstapel) for a period: a GET form, so it downloads. */
export function TaxAdviserExportForm({ from, to }: { from: string; to: string }) {
  const t = useTranslations('invoices.list');
  return (
    <form method="get" action={INVOICE_EXPORT_PATH} aria-label={t('exportLabel')} className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p className="w-full text-sm font-semibold text-pine-900">{t('exportTitle')}</p>
      <FilterDate name="from" label={t('exportFrom')} value={from} required />
      <FilterDate name="to" label={t('exportTo')} value={to} required />
      <button type="submit" className={buttonClasses('secondary', 'sm')}>
        {t('downloadZip')}
      </button>
    </form>
  );
}
