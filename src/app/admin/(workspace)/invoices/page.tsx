import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminNotice } from '@/components/admin/admin-notice';
import { AdminPage } from '@/components/admin/admin-page';
import { AddressNotice } from '@/components/admin/notices';
import { IgnoredParamsNote } from '@/components/admin/ignored-params-note';
import { buttonClasses } from '@/components/ui/button';
import { ignoredInvoiceParams, parseInvoiceFilter } from '@/features/invoices/admin-filter';
import { invoiceNoticesIn } from '@/features/invoices/admin-notices';
import { listInvoices } from '@/features/invoices/admin-queries';
import { AdminInvoiceDrafts, AdminInvoiceFilters, AdminInvoiceTable, InvoiceSums, TaxAdviserExportForm } from '@/features/invoices/components/admin-invoice-list';
import { listInvoiceDrafts } from '@/features/invoices/draft-queries';
import { newInvoicePath } from '@/features/invoices/paths';
import { logger } from '@/lib/logger';
import { berlinToday } from '@/lib/time';
import { type ListPageProps, openListPage } from '../list-page';

export default async function InvoicesPage(props: ListPageProps) {
  const { params, filter, db } = await openListPage(props, parseInvoiceFilter);
  const [t, notices] = await Promise.all([getTranslations('invoices.list'), getTranslations('invoices.notices')]);
  const today = berlinToday();
  const loaded = await Promise.all([listInvoices(db, filter, today), listInvoiceDrafts(db)]).catch((err: unknown) => {
    logger.error({ err }, 'invoice list could not be loaded');
    return undefined;
  });
  return (
    <AdminPage
      titleId="invoices-title"
      title={t('title')}
      actions={
        <Link href={newInvoicePath()} className={buttonClasses('primary', 'sm')}>
          {t('newInvoice')}
        </Link>
      }
    >
      <AddressNotice notices={invoiceNoticesIn(notices)} params={params} />
      {!loaded && <AdminNotice kind="error" text={t('loadFailed')} />}
      {loaded && <AdminInvoiceDrafts drafts={loaded[1]} />}
      <AdminInvoiceFilters filter={filter} />
      <IgnoredParamsNote ignored={ignoredInvoiceParams(params)} />
      {loaded && <InvoiceSums sums={loaded[0].sums} filter={filter} />}
      <AdminInvoiceTable rows={loaded?.[0].rows ?? []} />
      <TaxAdviserExportForm from={filter.from ?? `${today.slice(0, 7)}-01`} to={filter.to ?? today} />
    </AdminPage>
  );
}
