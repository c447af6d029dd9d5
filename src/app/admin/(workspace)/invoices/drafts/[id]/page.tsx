import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AddressNotice } from '@/components/admin/notices';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { invoiceNoticesIn } from '@/features/invoices/admin-notices';
import { AdminInvoiceFormScreen } from '@/features/invoices/components/admin-invoice-form-screen';
import { invoiceDraft } from '@/features/invoices/draft-queries';
import { berlinToday } from '@/lib/time';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InvoiceDraftPage({ params, searchParams }: Props) {
  await requireAdminPage();
  const [t, notices] = await Promise.all([getTranslations('invoices.form'), getTranslations('invoices.notices')]);
  const { id } = await params;
  const draft = await invoiceDraft(await getDb(), id);
  if (!draft) notFound();
  return (
    <>
      <AddressNotice notices={invoiceNoticesIn(notices)} params={await searchParams} />
      <AdminInvoiceFormScreen title={t('draftTitle')} initial={draft.values} today={berlinToday()} requestId={draft.requestId ?? undefined} draftId={draft.id} />
    </>
  );
}
