import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/components/admin/admin-page';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { bookedRequestsToInvoice, newInvoiceValues } from '@/features/invoices/admin-queries';
import { AdminInvoiceFormScreen } from '@/features/invoices/components/admin-invoice-form-screen';
import { ADMIN_INVOICES_PATH } from '@/features/invoices/paths';
import { invoiceSeller } from '@/features/invoices/seller';
import { operator } from '@/lib/operator';
import { berlinToday } from '@/lib/time';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewInvoicePage({ searchParams }: Props) {
  await requireAdminPage();
  const [t, actions] = await Promise.all([getTranslations('invoices.form'), getTranslations('invoices.actions')]);
  const { request } = await searchParams;
  const requestId = typeof request === 'string' ? request : undefined;
  const today = berlinToday();
  const db = await getDb();
  const [initial, bookedRequests] = await Promise.all([newInvoiceValues(db, requestId, invoiceSeller(operator()), today), requestId ? undefined : bookedRequestsToInvoice(db)]);
  if (!initial)
    return (
      <AdminPage titleId="invoice-form-title" title={t('newTitle')} back={ADMIN_INVOICES_PATH}>
        <p role="alert" className="rounded-lg bg-gold-100 p-3 text-sm text-slate-900">
          {actions('notInvoiceable')}{' '}
          <Link href={ADMIN_INVOICES_PATH} className="font-medium text-pine-700 underline">
            {t('backToInvoices')}
          </Link>
        </p>
      </AdminPage>
    );
  return <AdminInvoiceFormScreen title={t('newTitle')} initial={initial} today={today} requestId={requestId} bookedRequests={bookedRequests} />;
}
