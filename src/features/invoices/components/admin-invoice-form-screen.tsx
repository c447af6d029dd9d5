import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AdminPage, AdminSection } from '@/components/admin/admin-page';
import { filterInputClass, filterLabelClass } from '@/components/admin/filter-fields';
import { buttonClasses } from '@/components/ui/button';
import { requestPath } from '@/features/requests/paths';
import { type Day, formatShortDay } from '@/lib/time';
import { submitInvoiceForm } from '../admin-form-actions';
import type { bookedRequestsToInvoice } from '../admin-queries';
import type { InvoiceDraftValues } from '../form-schema';
import { ADMIN_INVOICES_PATH, newInvoicePath } from '../paths';
import { AdminInvoiceForm } from './admin-invoice-form';
import { DeleteDraftForm } from './delete-draft-form';

type BookedRequests = Awaited<ReturnType<typeof bookedRequestsToInvoice>>;

/**
 * The choice of a booked request to invoice: a GET form back to this screen with ?request=…, which the server
 * prefills as the request page's „Create invoice“ does, with or without JavaScript.
 */
function BookedRequestPicker({ requests }: { requests: BookedRequests }) {
  const t = useTranslations('invoices.form');
  return (
    <AdminSection titleId="booked-requests-title" title={t('fromBookedRequest')} className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      {requests.length > 0 ? (
        <form method="get" action={newInvoicePath()} className="flex flex-wrap items-end gap-3">
          <label className={`${filterLabelClass} min-w-0 flex-1`}>
            {t('bookedRequest')}
            <select name="request" required className={filterInputClass}>
              {requests.map((request) => (
                <option key={request.requestId} value={request.requestId}>
                  {t('bookedRequestOption', { company: request.companyName, city: request.cityName, date: formatShortDay(request.partyDate) })}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClasses('secondary', 'sm')}>
            {t('prefill')}
          </button>
        </form>
      ) : (
        <p className="text-sm text-slate-700">{t('noBookedRequest')}</p>
      )}
      <p className="text-sm text-slate-600">{t('bookedRequestHint')}</p>
    </AdminSection>
  );
}

/**
 * A new invoice or a draft: the form, the request it is for, for a draft the way to delete it, and for a new
 * invoice of no request yet the booked requests to start from.
 */
export function AdminInvoiceFormScreen({
  initial,
  today,
  requestId,
  draftId,
  title,
  bookedRequests,
}: {
  initial: InvoiceDraftValues;
  today: Day;
  requestId?: string;
  draftId?: string;
  title: string;
  bookedRequests?: BookedRequests;
}) {
  const t = useTranslations('invoices.form');
  return (
    <AdminPage titleId="invoice-form-title" title={title} back={ADMIN_INVOICES_PATH} actions={draftId && <DeleteDraftForm draftId={draftId} />}>
      {bookedRequests && <BookedRequestPicker requests={bookedRequests} />}
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
