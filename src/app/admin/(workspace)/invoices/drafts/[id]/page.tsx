import { notFound } from 'next/navigation';
import { AddressNotice } from '@/components/admin/notices';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { invoiceNotices } from '@/features/invoices/admin-notices';
import { AdminInvoiceFormScreen } from '@/features/invoices/components/admin-invoice-form-screen';
import { invoiceDraft } from '@/features/invoices/draft-queries';
import { berlinToday } from '@/lib/time';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InvoiceDraftPage({ params, searchParams }: Props) {
  await requireAdminPage();
  const { id } = await params;
  const draft = await invoiceDraft(await getDb(), id);
  if (!draft) notFound();
  return (
    <>
      <AddressNotice notices={invoiceNotices} params={await searchParams} />
      <AdminInvoiceFormScreen title="Invoice draft" initial={draft.values} today={berlinToday()} requestId={draft.requestId ?? undefined} draftId={draft.id} />
    </>
  );
}
