import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { newInvoiceValues } from '@/features/invoices/admin-queries';
import { AdminInvoiceFormScreen } from '@/features/invoices/components/admin-invoice-form-screen';
import { ADMIN_INVOICES_PATH } from '@/features/invoices/paths';
import { invoiceSeller } from '@/features/invoices/seller';
import { INVOICE_TEXTS } from '@/features/invoices/texts';
import { operator } from '@/lib/operator';
import { berlinToday } from '@/lib/time';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewInvoicePage({ searchParams }: Props) {
  await requireAdminPage();
  const { request } = await searchParams;
  const requestId = typeof request === 'string' ? request : undefined;
  const today = berlinToday();
  const initial = await newInvoiceValues(await getDb(), requestId, invoiceSeller(operator()), today);
  if (!initial)
    return (
      <AdminPage titleId="invoice-form-title" title="New invoice" back={ADMIN_INVOICES_PATH}>
        <p role="alert" className="rounded-lg bg-gold-100 p-3 text-sm text-slate-900">
          {INVOICE_TEXTS.notInvoiceable}{' '}
          <Link href={ADMIN_INVOICES_PATH} className="font-medium text-pine-700 underline">
            Back to the invoices
          </Link>
        </p>
      </AdminPage>
    );
  return <AdminInvoiceFormScreen title="New invoice" initial={initial} today={today} requestId={requestId} />;
}
