import { notFound } from 'next/navigation';
import { AdminNotice } from '@/components/admin/admin-notice';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { INVOICE_NOTICES, parseInvoiceNotice } from '@/features/invoices/admin-notices';
import { AdminInvoiceFormScreen } from '@/features/invoices/components/admin-invoice-form-screen';
import { invoiceDraft } from '@/features/invoices/draft-queries';
import { berlinToday } from '@/lib/time';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InvoiceDraftPage({ params, searchParams }: Props) {
  await requireAdminPage();
  const { id } = await params;
  const draft = await invoiceDraft(await getDb(), id);
  if (!draft) notFound();
  const notice = parseInvoiceNotice(await searchParams);
  return (
    <>
      {notice && <AdminNotice key={notice} kind={INVOICE_NOTICES[notice].kind} text={INVOICE_NOTICES[notice].text} clearParam="notice" />}
      <AdminInvoiceFormScreen title="Invoice draft" initial={draft.values} today={berlinToday()} requestId={draft.requestId ?? undefined} draftId={draft.id} />
    </>
  );
}
