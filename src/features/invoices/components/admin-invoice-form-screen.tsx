import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AdminPage } from '@/components/admin/admin-page';
import { requestPath } from '@/features/requests/paths';
import type { Day } from '@/lib/time';
import { submitInvoiceForm } from '../admin-form-actions';
import type { InvoiceDraftValues } from '../form-schema';
import { ADMIN_INVOICES_PATH } from '../paths';
import { AdminInvoiceForm } from './admin-invoice-form';
import { DeleteDraftForm } from './delete-draft-form';

/** A new invoice or a draft: the form, the request it is for, and for a draft the way to delete it. */
export function AdminInvoiceFormScreen({ initial, today, requestId, draftId, title }: { initial: InvoiceDraftValues; today: Day; requestId?: string; draftId?: string; title: string }) {
  const t = useTranslations('invoices.form');
  return (
    <AdminPage titleId="invoice-form-title" title={title} back={ADMIN_INVOICES_PATH} actions={draftId && <DeleteDraftForm draftId={draftId} />}>
      {requestId && (
        <p className="text-sm text-slate-700">
          {t.rich('forRequest', {
            link: (chunks) => (
              <Link href={requestPath(requestId)} className="font-medium text-pine-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <AdminInvoiceForm action={submitInvoiceForm} initial={initial} today={today} draftId={draftId} requestId={requestId} />
    </AdminPage>
  );
}
