import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AddressNotice } from '@/components/admin/notices';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { invoiceNoticesIn } from '@/features/invoices/admin-notices';
import { invoiceDetail } from '@/features/invoices/admin-queries';
import { AdminInvoiceDetail } from '@/features/invoices/components/admin-invoice-detail';
import { ADMIN_INVOICES_PATH } from '@/features/invoices/paths';
import { berlinToday } from '@/lib/time';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InvoicePage({ params, searchParams }: Props) {
  await requireAdminPage();
  const [t, notices] = await Promise.all([getTranslations('invoices.detail'), getTranslations('invoices.notices')]);
  const { id } = await params;
  const today = berlinToday();
  const invoice = await invoiceDetail(await getDb(), id, today);
  if (!invoice) notFound();
  return (
    <section aria-labelledby="invoice-title" className="space-y-4">
      <Link href={ADMIN_INVOICES_PATH} className="text-sm font-medium text-pine-700 underline">
        {t('allInvoices')}
      </Link>
      <AddressNotice notices={invoiceNoticesIn(notices)} params={await searchParams} />
      <AdminInvoiceDetail invoice={invoice} today={today} />
    </section>
  );
}
